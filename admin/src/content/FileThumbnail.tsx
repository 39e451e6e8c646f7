import VideoFileIcon from '@mui/icons-material/VideoFile';
import { fileUrl, isVideoName, type Field, type ResourceDefinition } from '@club/model';

const SIZE = 70; // spec §9: list thumbnails are 70×70

interface FileThumbnailProps {
  definition: ResourceDefinition;
  field: Field;
  fileName: string;
  size?: number;
  /** Empty where the picture sits beside the record's name and says nothing more. */
  alt?: string;
}

/** A stored file in a list row: the picture itself, or an icon for a video (too heavy to load). */
export const FileThumbnail = ({
  definition,
  field,
  fileName,
  size = SIZE,
  alt = field.label,
}: FileThumbnailProps) => {
  if (field.kind === 'media' && isVideoName(fileName)) {
    return (
      <VideoFileIcon titleAccess={`${field.label}: video ${fileName}`} sx={{ fontSize: 40 }} />
    );
  }
  return (
    <img
      src={fileUrl(definition, fileName)}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
    />
  );
};
