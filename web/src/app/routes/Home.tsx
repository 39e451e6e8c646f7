import { Link } from 'react-router';
import { TeamSection } from '../../features/team/components/TeamSection';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function Home() {
  useDocumentTitle();
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="hero__eyebrow">Grow Every Day</p>
          <h1 id="hero-title" className="hero__title">
            Building the future, one robot at a time
          </h1>
          <p className="hero__lead">
            We design, code and compete: a community of students learning robotics, embedded systems
            and AI by building real machines together.
          </p>
          <div className="hero__actions">
            <Link to="/team" className="button button--primary">
              Meet the team
            </Link>
            <Link to="/contact" className="button button--ghost">
              Contact us
            </Link>
          </div>
        </div>
      </section>
      <TeamSection />
    </>
  );
}
