/**
 * One UI element on /home: its title, kind and state with a menu (rename, switch on/off, move, delete), and its items
 * in order. Items reorder by dragging the handle (mouse, touch, or hello-pangea's keyboard dragging: Space, arrows,
 * Space) or with "Subir"/"Bajar" in the item's menu; each reorder is saved at once and put back if refused.
 */
import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Button, Card, Group, Image, Menu, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconDots, IconEdit, IconEye, IconEyeOff, IconGripVertical, IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import type { UiElement, UiElementKind, UiItem } from '../../../../contract/schemas/content';
import { useReadableColor } from '../../../components/order-status/readable-color';
import { useReorderItems, type CompanyScope } from '../api/content-queries';
import { useDescribeAction, useWindowWords, type Names } from '../lib/action-words';
import { useContentErrorMessage } from '../lib/content-errors';

/** A dropped row is already where it lands; dnd's drop animation would only delay the save (its documented skip). */
const SKIP_DROP_ANIMATION: CSSProperties = { transitionDuration: '0.001s' };

export function useKindLabels(): Record<UiElementKind, string> {
  const { t } = useLingui();
  return { banner: t`Banner`, carousel: t`Carrusel`, category_row: t`Fila de categorías` };
}

interface ElementCardProps {
  scope: CompanyScope;
  element: UiElement;
  index: number;
  count: number;
  categories: Names;
  products: Names;
  onEdit: () => void;
  onToggle: () => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  onAddItem: () => void;
  onEditItem: (item: UiItem) => void;
  onDeleteItem: (item: UiItem) => void;
}

export function ElementCard(props: ElementCardProps) {
  const { element, index, count } = props;
  const { t } = useLingui();
  const kinds = useKindLabels();
  const readable = useReadableColor();
  const reorder = useReorderItems(props.scope);
  const describe = useContentErrorMessage();

  const moveItem = (from: number, to: number) => {
    if (to < 0 || to >= element.items.length || to === from) return;
    const orden = element.items.map((item) => item.id);
    const [moved] = orden.splice(from, 1);
    orden.splice(to, 0, moved!);
    reorder.mutate(
      { elementoId: element.id, orden },
      { onError: (error) => notifications.show({ color: 'red', title: t`No se pudo cambiar el orden`, message: describe(error), autoClose: 5000 }) },
    );
  };
  const onDragEnd = (result: DropResult) => {
    if (result.destination) moveItem(result.source.index, result.destination.index);
  };

  return (
    <Card withBorder radius="md" padding="md" data-testid="ui-element" data-element-id={element.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" mb="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {element.titulo}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="blue" styles={{ label: { color: readable('blue') } }}>
              {kinds[element.tipo]}
            </Badge>
            {element.activo ? null : (
              <Badge variant="light" color="gray" styles={{ label: { color: readable('gray') } }}>
                <Trans>Inactivo</Trans>
              </Badge>
            )}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={t`Acciones del elemento «${element.titulo}»`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEdit size={16} />} onClick={props.onEdit}>
              <Trans>Renombrar</Trans>
            </Menu.Item>
            <Menu.Item leftSection={element.activo ? <IconEyeOff size={16} /> : <IconEye size={16} />} onClick={props.onToggle}>
              {element.activo ? <Trans>Desactivar</Trans> : <Trans>Activar</Trans>}
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={index === 0} onClick={() => props.onMove(index - 1)}>
              <Trans>Subir elemento</Trans>
            </Menu.Item>
            <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={index === count - 1} onClick={() => props.onMove(index + 1)}>
              <Trans>Bajar elemento</Trans>
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={props.onDelete}>
              <Trans>Eliminar elemento</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>

      {element.items.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          <Trans>Sin ítems todavía.</Trans>
        </Text>
      ) : (
        <DragDropContext onDragEnd={onDragEnd} dragHandleUsageInstructions={t`Pulsa Espacio para levantar el ítem, las flechas arriba y abajo para moverlo, Espacio para soltarlo y Escape para cancelar.`}>
          <Droppable droppableId={`element-${element.id}`}>
            {(provided) => (
              <Stack gap={0} ref={provided.innerRef} {...provided.droppableProps} role="list" aria-label={t`Ítems de «${element.titulo}» en orden`} mb="sm">
                {element.items.map((item, itemIndex) => (
                  <Draggable key={item.id} draggableId={String(item.id)} index={itemIndex}>
                    {(drag, snapshot) => (
                      <div
                        ref={drag.innerRef}
                        {...drag.draggableProps}
                        role="listitem"
                        data-testid="ui-item"
                        data-item-id={item.id}
                        style={{
                          ...drag.draggableProps.style,
                          ...(snapshot.isDropAnimating ? SKIP_DROP_ANIMATION : null),
                          borderBottom: '1px solid var(--mantine-color-default-border)',
                          background: snapshot.isDragging ? 'var(--mantine-color-body)' : undefined,
                          boxShadow: snapshot.isDragging ? 'var(--mantine-shadow-md)' : undefined,
                        }}
                      >
                        <ItemRow
                          item={item}
                          index={itemIndex}
                          count={element.items.length}
                          handle={
                            <Box {...drag.dragHandleProps} aria-label={t`Arrastrar «${item.titulo}» (posición ${itemIndex + 1})`} style={{ flex: 'none', display: 'grid', placeItems: 'center', width: 28, height: 40, cursor: 'grab', borderRadius: 4 }}>
                              <IconGripVertical size={18} aria-hidden color="var(--mantine-color-dimmed)" />
                            </Box>
                          }
                          categories={props.categories}
                          products={props.products}
                          onEdit={() => props.onEditItem(item)}
                          onDelete={() => props.onDeleteItem(item)}
                          onMove={(to) => moveItem(itemIndex, to)}
                        />
                      </div>
                    )}
                  </Draggable>
                ))}
                {provided.placeholder}
              </Stack>
            )}
          </Droppable>
        </DragDropContext>
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={props.onAddItem}>
          <Trans>Agregar ítem</Trans>
        </Button>
      </Group>
    </Card>
  );
}

interface ItemRowProps {
  item: UiItem;
  index: number;
  count: number;
  handle: React.ReactNode;
  categories: Names;
  products: Names;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (to: number) => void;
}

function ItemRow({ item, index, count, handle, categories, products, onEdit, onDelete, onMove }: ItemRowProps) {
  const { t } = useLingui();
  const readable = useReadableColor();
  const describeAction = useDescribeAction();
  const windowWords = useWindowWords();
  return (
    <Group gap="xs" wrap="nowrap" py={6} px={4}>
      {handle}
      <Box w={64} h={36} style={{ flex: 'none', display: 'grid', placeItems: 'center' }}>
        {item.imagenUrl ? <Image src={item.imagenUrl} alt="" w={64} h={36} fit="cover" radius="sm" /> : <IconPhoto size={20} aria-hidden color="var(--mantine-color-dimmed)" />}
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={500} truncate data-testid="ui-item-title">
          {item.titulo}
        </Text>
        <Text size="xs" c="dimmed" truncate data-testid="ui-item-action">
          {describeAction(item, categories, products)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {windowWords(item)}
        </Text>
      </Box>
      {item.activo ? null : (
        <Badge variant="light" color="gray" styles={{ label: { color: readable('gray') } }} style={{ flex: 'none' }}>
          <Trans>Inactivo</Trans>
        </Badge>
      )}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t`Acciones del ítem «${item.titulo}»`} style={{ flex: 'none' }}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconEdit size={16} />} onClick={onEdit}>
            <Trans>Editar</Trans>
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowUp size={16} />} disabled={index === 0} onClick={() => onMove(index - 1)}>
            <Trans>Subir</Trans>
          </Menu.Item>
          <Menu.Item leftSection={<IconArrowDown size={16} />} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
            <Trans>Bajar</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
            <Trans>Eliminar</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
