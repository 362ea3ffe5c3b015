import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Image, Paper, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconGripVertical, IconStar, IconTrash } from '@tabler/icons-react';
import type { ProductImage } from '../../../../contract/schemas/product-images';

interface ImageListProps {
  images: ProductImage[];
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onDelete: (image: ProductImage) => void;
}

/** The images in order, draggable; each row also has buttons (up, down, make main, delete) for keyboard and touch. */
export function ImageList({ images, disabled, onMove, onDelete }: ImageListProps) {
  const { t } = useLingui();
  const onDragEnd = (result: DropResult) => {
    if (result.destination) onMove(result.source.index, result.destination.index);
  };
  return (
    <DragDropContext
      onDragEnd={onDragEnd}
      dragHandleUsageInstructions={t`Pulsa Espacio para levantar la imagen, las flechas arriba y abajo para moverla, Espacio para soltarla y Escape para cancelar.`}
    >
      <Droppable droppableId="product-images" isDropDisabled={disabled}>
        {(provided) => (
          <Paper withBorder ref={provided.innerRef} {...provided.droppableProps} role="list" aria-label={t`Imágenes del producto en orden`}>
            {images.map((image, index) => {
              const n = index + 1;
              return (
                <Draggable key={image.id} draggableId={String(image.id)} index={index} isDragDisabled={disabled}>
                  {(drag, snapshot) => (
                    <div
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      role="listitem"
                      data-testid="product-image"
                      data-image-id={image.id}
                      style={{
                        ...drag.draggableProps.style,
                        borderBottom: '1px solid var(--mantine-color-default-border)',
                        background: snapshot.isDragging ? 'var(--mantine-color-body)' : undefined,
                        boxShadow: snapshot.isDragging ? 'var(--mantine-shadow-md)' : undefined,
                      }}
                    >
                      <Group px="sm" py={6} gap="sm" wrap="nowrap">
                        <ActionIcon component="span" variant="subtle" color="gray" {...drag.dragHandleProps} aria-label={t`Mover imagen ${n}`}>
                          <IconGripVertical size={18} aria-hidden />
                        </ActionIcon>
                        <Image src={image.thumbUrl} alt={t`Imagen ${n}`} w={64} h={64} fit="contain" radius="sm" loading="lazy" />
                        <div style={{ flex: 1, minWidth: 0 }}>
                          <Group gap={6}>
                            <Text size="sm" fw={500}>
                              <Trans>Imagen {n}</Trans>
                            </Text>
                            {index === 0 && (
                              <Badge size="sm" variant="light" color="teal">
                                <Trans>Principal</Trans>
                              </Badge>
                            )}
                          </Group>
                          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                            {image.width} × {image.height} px
                          </Text>
                        </div>
                        <Group gap={2} wrap="nowrap">
                          <Tooltip label={t`Hacer principal`}>
                            <ActionIcon variant="subtle" aria-label={t`Hacer principal la imagen ${n}`} disabled={disabled || index === 0} onClick={() => onMove(index, 0)}>
                              <IconStar size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <ActionIcon variant="subtle" aria-label={t`Subir la imagen ${n}`} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
                            <IconChevronUp size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon variant="subtle" aria-label={t`Bajar la imagen ${n}`} disabled={disabled || index === images.length - 1} onClick={() => onMove(index, index + 1)}>
                            <IconChevronDown size={18} aria-hidden />
                          </ActionIcon>
                          <ActionIcon variant="subtle" color="red" aria-label={t`Eliminar la imagen ${n}`} disabled={disabled} onClick={() => onDelete(image)}>
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Group>
                      </Group>
                    </div>
                  )}
                </Draggable>
              );
            })}
            {provided.placeholder}
          </Paper>
        )}
      </Droppable>
    </DragDropContext>
  );
}
