// Dropzone's styles come with this chunk, not with the app's first download.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/dropzone/styles.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPhoto } from '@tabler/icons-react';
import { IMAGE_TYPES } from '../../../../contract/file-routes';
import { formatMegabytes } from '../lib/upload-messages';
import { DropzoneContent } from './dropzone-content';

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
      <DropzoneContent
        idleIcon={<IconPhoto size={32} aria-hidden />}
        title={<Trans>Arrastra imágenes aquí o haz clic para elegirlas</Trans>}
        hint={<Trans>JPEG, PNG, WebP, GIF o AVIF, hasta {max} cada una.</Trans>}
      />
    </Dropzone>
  );
}
