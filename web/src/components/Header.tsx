import type { SiteRecord, upperHeader } from '@club/model';

type UpperHeader = SiteRecord<typeof upperHeader>;
import { InfoStrip } from './InfoStrip';
import { Navbar } from './Navbar';

export function Header({ strip }: { strip: readonly UpperHeader[] | undefined }) {
  return (
    <header className="site-header">
      <InfoStrip records={strip} />
      <Navbar />
    </header>
  );
}
