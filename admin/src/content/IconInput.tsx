import {
  knownServiceIcon,
  SERVICE_ICONS,
  serviceIconClass,
  type IconShape,
  type ServiceIconName,
} from '@club/model';
import { Box, Typography } from '@mui/material';
import { useId } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { InputCommon } from './input-common';

const NAMES = Object.keys(SERVICE_ICONS) as ServiceIconName[];

/** The shape as the site draws it, smaller. */
const Shape = ({ shape }: { shape: IconShape }) => (
  <svg
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {shape.circles?.map((c) => (
      <circle key={`${c.cx},${c.cy}`} {...c} />
    ))}
    <path d={shape.path} />
  </svg>
);

/**
 * A service's icon: the icons the site draws, shown as themselves and chosen with a click or,
 * as radio buttons, with the keyboard (one Tab stop, the arrow keys move between them).
 * Choosing one writes its class name in the box above, where another class can still be
 * typed. A volunteer need not know that 'fa fa-laptop' is a laptop.
 */
export const IconInput = ({ common, inputProps }: { common: InputCommon; inputProps: object }) => {
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: common.source });
  const typed = typeof value === 'string' ? value.trim() : '';
  const chosen = typed ? knownServiceIcon(typed) : undefined;
  const labelId = useId();
  const group = useId();
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <TextInput {...common} {...inputProps} />
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Choose an icon
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}
      >
        {NAMES.map((name) => (
          <Box
            component="label"
            key={name}
            title={name.replace('-', ' ')}
            sx={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 44,
              height: 44,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              cursor: 'pointer',
              color: 'text.secondary',
              '&:hover': { bgcolor: 'action.hover' },
              '&:has(input:checked)': {
                borderColor: 'primary.main',
                bgcolor: 'action.selected',
                color: 'primary.main',
              },
              '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <input
              type="radio"
              name={group}
              value={name}
              aria-label={name.replace('-', ' ')}
              checked={chosen === name}
              onChange={() =>
                setValue(common.source, serviceIconClass(name), {
                  shouldDirty: true,
                  shouldTouch: true,
                  shouldValidate: true,
                })
              }
              // Seen as the icon around it; still there for the keyboard and screen readers.
              style={{ position: 'absolute', opacity: 0, width: 1, height: 1, margin: 0 }}
            />
            <Shape shape={SERVICE_ICONS[name]} />
          </Box>
        ))}
      </Box>
      {typed && !chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The site has no picture for this class and shows the microchip icon instead.
        </Typography>
      )}
    </Box>
  );
};
