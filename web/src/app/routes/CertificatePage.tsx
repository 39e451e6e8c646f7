import { CertificateView } from '../../features/certificates/components/CertificateView';

/** /show/{code}: where the QR code on a certificate leads (null: a code never issued). */
export function CertificatePage({ code }: { code: string | null }) {
  return (
    <section className="section">
      <div className="container">
        <CertificateView code={code} />
      </div>
    </section>
  );
}
