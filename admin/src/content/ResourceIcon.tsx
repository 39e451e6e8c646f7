import type { SvgIconProps } from '@mui/material';
import { createElement } from 'react';
import { iconFor } from './icons';

/** A resource's menu icon wherever else it appears (dashboard, empty list). */
export const ResourceIcon = ({ name, ...props }: { name: string } & SvgIconProps) =>
  createElement(iconFor(name), props);
