import { counter, messagesFor } from '@club/model';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { useRecords } from '../../../hooks/use-site';
import { useCountUp } from '../hooks/use-count-up';
import './counters.css';

const SLOTS = [
  ['title1', 'value1'],
  ['title2', 'value2'],
  ['title3', 'value3'],
] as const;

/** The club in three numbers, from the first counter record only (spec §2). */
export function CounterBand() {
  const state = useRecords(counter);
  const record = state.status === 'ready' ? state.records[0] : undefined;
  const animate = !useReducedMotion();
  const { ref, counts } = useCountUp(
    SLOTS.map(([, value]) => record?.[value] ?? 0),
    animate,
  );

  if (state.status === 'error') {
    return (
      <p role="alert" className="container notice notice--error">
        {messagesFor(counter).loadFailed}
      </p>
    );
  }
  if (!record) return null;
  return (
    <section ref={ref} className="counter-band" aria-label="The club in numbers">
      <dl className="container counter-band__list">
        {SLOTS.map(([title, value], i) => (
          <div key={title} className="counter-band__item">
            <dt className="counter-band__title">{record[title]}</dt>
            <dd className="counter-band__value">
              <span aria-hidden="true">{counts[i]}</span>
              <span className="visually-hidden">{record[value]}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
