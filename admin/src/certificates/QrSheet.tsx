import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  GlobalStyles,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { certificate } from '@club/model';
import { useMemo, useState } from 'react';
import { Loading, Title, useGetList, useNotify, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router';
import { CertificateQr } from './CertificateQr';
import { codeFileName } from './public-address';
import { QR_FILE_SIZE } from './qr';
import { qrZip } from './qr-zip';
import { saveFile } from '../save-file';
import { ScreenHeading } from '../layout/ScreenHeading';

// Every certificate: the collections are small, and the chooser needs all events.
const ALL = { page: 1, perPage: 100_000 };

/** On paper only the sheet: A4, the console's bars and buttons left out, no cell cut in two. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@page': { size: 'A4', margin: '10mm' },
      '@media print': {
        'body *': { visibility: 'hidden' },
        '.qr-sheet, .qr-sheet *': { visibility: 'visible' },
        '.qr-sheet': { position: 'absolute', left: 0, top: 0, width: '100%' },
      },
    }}
  />
);

const TITLE = 'QR sheet';

/** The QR codes of one event, printable on A4 (name, code and QR per cell) or as a ZIP of PNGs. */
export const QrSheet = () => {
  const [params, setParams] = useSearchParams();
  const event = params.get('event') ?? '';
  const notify = useNotify();
  const [zipping, setZipping] = useState<number>();
  const { data, isPending, error } = useGetList(certificate.name, {
    pagination: ALL,
    sort: { field: 'name', order: 'ASC' },
  });

  const events = useMemo(() => {
    const counts = new Map<string, number>();
    for (const record of data ?? []) {
      const name = String(record.event ?? '');
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    return [...counts].sort(([a], [b]) => a.localeCompare(b));
  }, [data]);
  const certificates = useMemo(
    () => (data ?? []).filter((record) => String(record.event) === event),
    [data, event],
  );

  const downloadZip = async () => {
    setZipping(0);
    try {
      const zip = await qrZip(
        certificates.map((record) => String(record.code)),
        setZipping,
      );
      saveFile(codeFileName(`QR codes ${event}`, 'zip'), zip);
    } catch {
      notify('The ZIP of QR codes could not be made. Please try again.', { type: 'error' });
    } finally {
      setZipping(undefined);
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={TITLE} />
      <ScreenHeading title={TITLE} />
      {isPending ? (
        <Loading />
      ) : error ? (
        <Alert severity="error">{certificate.labels.loadFailed}</Alert>
      ) : (
        <Sheet
          event={event}
          events={events}
          certificates={certificates}
          zipping={zipping}
          onEvent={(name) => setParams(name ? { event: name } : {})}
          onZip={downloadZip}
        />
      )}
    </Box>
  );
};

interface SheetProps {
  event: string;
  events: [string, number][];
  certificates: RaRecord[];
  zipping: number | undefined;
  onEvent: (name: string) => void;
  onZip: () => void;
}

/** The event chooser, the print and ZIP buttons, and the QR codes of the event chosen. */
const Sheet = ({ event, events, certificates, zipping, onEvent, onZip }: SheetProps) => (
  <>
    {printStyles}
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            label="Event"
            value={event}
            onChange={(e) => onEvent(e.target.value)}
            sx={{ minWidth: 320 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose an event</option>
            {events.map(([name, count]) => (
              <option key={name} value={name}>
                {`${name} (${count})`}
              </option>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={certificates.length === 0}
            onClick={() => window.print()}
          >
            Print
          </Button>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={certificates.length === 0}
            // Busy, not disabled: a disabled button loses the keyboard focus it had when pressed.
            aria-disabled={zipping !== undefined || undefined}
            onClick={zipping === undefined ? onZip : undefined}
          >
            {zipping === undefined
              ? 'Download ZIP of PNGs'
              : `Preparing ${zipping} of ${certificates.length}…`}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {event
            ? `${certificates.length} certificate${certificates.length === 1 ? '' : 's'} of ${event}. Print on A4; each code leads to the certificate's public page.`
            : 'Choose an event to see the QR codes of its certificates.'}
        </Typography>
      </CardContent>
    </Card>
    {certificates.length > 0 && (
      <Box
        className="qr-sheet"
        component="ul"
        aria-label={`QR codes of ${event}`}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: '4mm',
          bgcolor: 'common.white',
          color: 'common.black',
        }}
      >
        {certificates.map((record) => (
          <Box
            component="li"
            key={record.id}
            sx={{
              border: '1px dashed #bbb',
              p: '3mm',
              textAlign: 'center',
              breakInside: 'avoid',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
            }}
          >
            <CertificateQr code={String(record.code)} width={QR_FILE_SIZE} displaySize="40mm" />
            <Typography sx={{ fontWeight: 600, mt: 1 }}>{String(record.name)}</Typography>
            <Typography variant="caption" sx={{ wordBreak: 'break-word' }}>
              {String(record.code)}
            </Typography>
          </Box>
        ))}
      </Box>
    )}
  </>
);
