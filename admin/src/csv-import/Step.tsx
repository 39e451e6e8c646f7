import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One numbered step of an import screen, in a card with its h2. */
export const Step = ({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId?: string;
  children: ReactNode;
}) => (
  <Card sx={{ mb: 2 }}>
    <CardContent>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);
