import { useId, type ReactNode } from 'react';

export type HeadingLevel = 1 | 2;

interface SectionProps {
  title: ReactNode;
  eyebrow?: string;
  /** 1 where the section is the page (the team page), 2 where it is part of one (home). */
  level?: HeadingLevel;
  className?: string;
  children: ReactNode;
}

/** A titled band of a page; its heading names the region for screen readers. */
export function Section({ title, eyebrow, level = 2, className = '', children }: SectionProps) {
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={`section ${className}`} aria-labelledby={headingId}>
      <div className="container">
        {eyebrow && <p className="section__eyebrow">{eyebrow}</p>}
        <Heading id={headingId} className="section__title">
          {title}
        </Heading>
        {children}
      </div>
    </section>
  );
}

/** Whether a card leads its page: the first card of a section that is the page itself. */
export const leadsPage = (level: HeadingLevel, index: number) => level === 1 && index === 0;

/** The heading level of a card's title: one below its section's. */
export const cardHeading = (level: HeadingLevel) => (level === 1 ? 'h2' : 'h3');
