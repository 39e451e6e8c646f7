import { Route } from 'react-router';
import type { ScreenExtras } from '../content/resource-screens';
import { BulkIssue } from './BulkIssue';
import { DeliveryColumn, DeliveryPanel } from './DeliveryStatus';
import {
  BULK_ISSUE_PATH,
  CERTIFICATE_IMPORT,
  CertificateListActions,
  QR_SHEET_PATH,
  QrColumn,
  QrDownloadButton,
} from './ListParts';
import { QrSheet } from './QrSheet';
import { SendSelectedButton } from './SendToRecipient';
import { StandingField, StandingPanel } from './Standing';

/**
 * Certificates have the most columns (a selection box, the status and delivery, the QR code):
 * cells are tighter than other lists' so that the table still fits beside the menu at 1280 px.
 */
const tableSx = {
  '& th, & td': { px: 0.5 },
  '& td:first-of-type, & th:first-of-type': { pl: 1 },
};

/** The certificate list: newest first (the console only; the model's order is the site's). */
export const certificateExtras: ScreenExtras = {
  list: {
    sort: { field: 'createdAt', order: 'DESC' },
    importTo: CERTIFICATE_IMPORT,
    actions: (
      <>
        <CertificateListActions />
        <SendSelectedButton />
      </>
    ),
    columns: [
      // The status, and below it the delivery to the student.
      <DeliveryColumn key="status" label="Status" above={<StandingField label="Status" />} />,
      <QrColumn key="qr" label="QR" />,
    ],
    tableSx,
    rowActions: <QrDownloadButton />,
    // Spec §2: each row with a QR image, on a phone too.
    compactAside: <QrColumn label="QR" />,
  },
  editBelow: <StandingPanel />,
  editFormEnd: <DeliveryPanel />,
};

/** Console pages of their own, inside <CustomRoutes>. */
export const certificateRoutes = [
  <Route key="bulk-issue" path={BULK_ISSUE_PATH} element={<BulkIssue />} />,
  <Route key="qr-sheet" path={QR_SHEET_PATH} element={<QrSheet />} />,
];
