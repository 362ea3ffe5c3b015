import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import type { ProductImage } from '../../../../contract/schemas/product-images';

interface DeleteImageDialogProps {
  image: ProductImage | null;
  onClose: () => void;
  onConfirm: (image: ProductImage) => void;
}

export function DeleteImageDialog({ image, onClose, onConfirm }: DeleteImageDialogProps) {
  const { t } = useLingui();
  return (
    <Modal opened={image !== null} onClose={onClose} title={t`¿Eliminar esta imagen?`} centered>
      {image && (
        <Stack gap="md">
          <Image src={image.thumbUrl} alt="" w={120} h={120} fit="contain" />
          <Text size="sm">
            <Trans>La imagen se borra del producto y del almacenamiento. No se puede deshacer.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button color="red" onClick={() => onConfirm(image)} data-autofocus>
              <Trans>Eliminar</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
