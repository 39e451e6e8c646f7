const readable = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment the server recorded (ISO 8601), in the reader's own time zone; `none` when unset. */
export const AccountDate = ({ value, none }: { value: unknown; none: string }) => {
  const time = typeof value === 'string' && value ? new Date(value) : undefined;
  return time && !Number.isNaN(time.getTime()) ? (
    <time dateTime={time.toISOString()}>{readable.format(time)}</time>
  ) : (
    <>{none}</>
  );
};
