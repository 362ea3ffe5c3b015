// Dropzone's styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/dropzone/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { IMAGE_TYPES } from '../../../../contract/file-routes';
import { formatMegabytes } from '../lib/upload-messages';

interface ImageDropzoneProps {
  maxBytes: number;
  busy: boolean;
  onFiles: (files: File[]) => void;
}

/** Drop or pick images; type and size are checked here, before anything is sent. */
export function ImageDropzone({ maxBytes, busy, onFiles }: ImageDropzoneProps) {
  const { t, i18n } = useLingui();
  const max = formatMegabytes(maxBytes, i18n.locale);
  const onReject = (rejections: FileRejection[]) => {
    for (const rejection of rejections) {
      const tooLarge = rejection.errors.some((error) => error.code === 'file-too-large');
      const name = rejection.file.name;
      notifications.show({
        color: 'red',
        title: t`No se subió «${name}»`,
        message: tooLarge ? t`Supera el máximo de ${max}.` : t`No es una imagen JPEG, PNG, WebP, GIF o AVIF.`,
        autoClose: 6000,
      });
    }
  };
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={onReject}
      accept={[...IMAGE_TYPES]}
      maxSize={maxBytes}
      multiple
      loading={busy}
      inputProps={{ 'aria-label': t`Subir imágenes` }}
      data-testid="image-dropzone"
    >
      <Group justify="center" gap="md" mih={80} style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={32} aria-hidden />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={32} aria-hidden />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconPhoto size={32} aria-hidden />
        </Dropzone.Idle>
        <div>
          <Text size="sm" fw={500}>
            <Trans>Arrastra imágenes aquí o haz clic para elegirlas</Trans>
          </Text>
          <Text size="xs" c="dimmed">
            <Trans>JPEG, PNG, WebP, GIF o AVIF, hasta {max} cada una.</Trans>
          </Text>
        </div>
      </Group>
    </Dropzone>
  );
}
