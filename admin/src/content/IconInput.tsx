import {
  knownServiceIcon,
  SERVICE_ICONS,
  serviceIconClass,
  type IconShape,
  type ServiceIconName,
} from '@club/model';
import { Box, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
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
 * A service's icon: the icons the site draws, shown as themselves, chosen with a click (or Tab
 * and Enter); choosing one writes its class name in the box above, where another class can
 * still be typed. A volunteer need not know that 'fa fa-laptop' is a laptop.
 */
export const IconInput = ({ common, inputProps }: { common: InputCommon; inputProps: object }) => {
  const { setValue } = useFormContext();
  const value: unknown = useWatch({ name: common.source });
  const typed = typeof value === 'string' ? value.trim() : '';
  const chosen = typed ? (knownServiceIcon(typed) ?? null) : null;
  const labelId = useId();
  return (
    <Box sx={{ width: '100%', mb: 2 }}>
      <TextInput {...common} {...inputProps} />
      <Typography id={labelId} variant="body2" sx={{ mb: 1 }}>
        Choose an icon
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={chosen}
        aria-labelledby={labelId}
        onChange={(_, name: ServiceIconName | null) => {
          if (name)
            setValue(common.source, serviceIconClass(name), {
              shouldDirty: true,
              shouldTouch: true,
              shouldValidate: true,
            });
        }}
        sx={{
          flexWrap: 'wrap',
          gap: 0.5,
          // Apart, each with its own border: a wrapped row of joined buttons reads as one bar.
          '&& .MuiToggleButtonGroup-grouped': {
            m: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          },
          '&& .MuiToggleButtonGroup-grouped.Mui-selected': { borderColor: 'primary.main' },
        }}
      >
        {NAMES.map((name) => (
          <ToggleButton
            key={name}
            value={name}
            aria-label={name.replace('-', ' ')}
            title={name.replace('-', ' ')}
            sx={{ p: 1, minWidth: 44, minHeight: 44 }}
          >
            <Shape shape={SERVICE_ICONS[name]} />
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {typed && !chosen && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          The site has no picture for this class and shows a chip instead.
        </Typography>
      )}
    </Box>
  );
};
