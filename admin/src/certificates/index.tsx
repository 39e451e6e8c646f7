import { Route } from 'react-router';
import type { ScreenExtras } from '../content/resource-screens';
import { BulkIssue } from './BulkIssue';
import {
  BULK_ISSUE_PATH,
  CertificateListActions,
  QR_SHEET_PATH,
  QrColumn,
  QrDownloadButton,
} from './ListParts';
import { QrSheet } from './QrSheet';

/** The certificate list: newest first (the console only; the model's order is the site's). */
export const certificateExtras: ScreenExtras = {
  list: {
    sort: { field: 'createdAt', order: 'DESC' },
    actions: <CertificateListActions />,
    columns: <QrColumn label="QR" />,
    rowActions: <QrDownloadButton />,
    // Spec §2: each row with a QR image, on a phone too.
    compactAside: <QrColumn label="QR" />,
  },
};

/** Console pages of their own, inside <CustomRoutes>. */
export const certificateRoutes = [
  <Route key="bulk-issue" path={BULK_ISSUE_PATH} element={<BulkIssue />} />,
  <Route key="qr-sheet" path={QR_SHEET_PATH} element={<QrSheet />} />,
];
