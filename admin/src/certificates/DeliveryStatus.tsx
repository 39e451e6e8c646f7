import { deliveryOf, type CertificateDelivery } from '@club/model';
import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { deliveryText } from './delivery';
import { DELIVERY_STATUS_ID, SendToRecipientButton } from './SendToRecipient';

/** An address that may break after its @ and its dots, rather than anywhere, in a narrow cell. */
const Breakable = ({ text }: { text: string }) => (
  <>
    {text.split(/(?<=[@.])/).map((part, i) => (
      <Fragment key={i}>
        {i > 0 && <wbr />}
        {part}
      </Fragment>
    ))}
  </>
);

/** The words of deliveryText, with the address free to break where it reads well. */
const Words = ({ delivery }: { delivery: CertificateDelivery | undefined }) => {
  const text = deliveryText(delivery);
  if (delivery?.status !== 'sent' || !delivery.to) return <>{text}</>;
  const at = text.lastIndexOf(delivery.to);
  return (
    <>
      {text.slice(0, at)}
      <Breakable text={delivery.to} />
    </>
  );
};

/** A certificate's delivery in words, red when it failed. */
export const DeliveryStatus = ({
  id,
  variant = 'body1',
}: {
  id?: string;
  variant?: 'body1' | 'body2';
}) => {
  const record = useRecordContext();
  const delivery = deliveryOf(record);
  return (
    <Typography
      id={id}
      component="span"
      variant={variant}
      color={delivery?.status === 'failed' ? 'error' : delivery ? 'text.primary' : 'text.secondary'}
      // What is still too long for its line breaks anywhere rather than widen the table.
      sx={{ display: 'block', overflowWrap: 'anywhere' }}
    >
      <Words delivery={delivery} />
    </Typography>
  );
};

/**
 * The delivery in a list column (Datagrid reads its `label`), below what `above` shows of the
 * certificate (its status): one column for both keeps the list within 1280 px. Narrow, its
 * words wrap.
 */
export const DeliveryColumn = ({ above }: { label: string; above?: ReactNode }) => (
  <Box sx={{ minWidth: 88, maxWidth: 160 }}>
    {above && <Box sx={{ mb: 0.5 }}>{above}</Box>}
    <DeliveryStatus variant="body2" />
  </Box>
);

/**
 * On the edit screen, below the fields (the e-mail address last among them): whether the
 * certificate was mailed to its student, and the button that mails it.
 */
export const DeliveryPanel = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box
      component="section"
      aria-labelledby="certificate-delivery"
      sx={{ mt: 1, mb: 1, width: '100%' }}
    >
      <Typography id="certificate-delivery" component="h2" variant="subtitle1" gutterBottom>
        Delivery
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <DeliveryStatus id={DELIVERY_STATUS_ID} />
        </Box>
        <SendToRecipientButton />
      </Box>
    </Box>
  );
};
