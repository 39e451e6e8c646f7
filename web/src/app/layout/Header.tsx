import { upperHeader } from '@club/model';
import { useRecords } from '../../hooks/use-site';
import { InfoStrip } from './InfoStrip';
import { Navbar } from './Navbar';
import './header.css';

export function Header() {
  const strip = useRecords(upperHeader);
  return (
    <header className="site-header">
      <InfoStrip records={strip.status === 'ready' ? strip.records : undefined} />
      <Navbar />
    </header>
  );
}
