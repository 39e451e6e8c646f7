import { useDocumentTitle } from '../../hooks/use-document-title';

/** Stands in for a page a later issue builds, so every navbar link already leads somewhere. */
export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="section page-message">
      <div className="container">
        <h1 className="section__title">{title}</h1>
        <p>This section is coming soon.</p>
      </div>
    </section>
  );
}
