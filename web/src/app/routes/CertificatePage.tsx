import { CertificateView } from '../../features/certificates/components/CertificateView';

/** /show/{code}: where the QR code on a certificate leads. */
export function CertificatePage({ code }: { code: string }) {
  return (
    <section className="section">
      <div className="container">
        <CertificateView code={code} />
      </div>
    </section>
  );
}
