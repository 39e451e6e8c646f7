import { useEffect, useEffectEvent, useState } from 'react';

export interface TypingSpeed {
  /** Milliseconds per character typed and deleted (spec §9: 50 and 30). */
  typeSpeed: number;
  backSpeed: number;
  /** How long a finished line stays before it is deleted. */
  backDelay: number;
}

// A character no title contains, to key the effect on the strings' contents, not their array.
const SEPARATOR = '\u0000';

/**
 * Types each string, deletes it and types the next, in a loop. `onLoopEnd` hears each time the
 * last string has been deleted, so the slider can wait for a caption to be read to its end.
 * With `enabled` false (reduced motion) the first string simply stands.
 */
export function useTypedText(
  strings: readonly string[],
  speed: TypingSpeed,
  enabled = true,
  onLoopEnd?: () => void,
) {
  const key = strings.join(SEPARATOR);
  const [typed, setTyped] = useState({ key, text: '' });
  const loopEnded = useEffectEvent(() => onLoopEnd?.());

  useEffect(() => {
    if (!enabled) return;
    const lines = key.split(SEPARATOR).filter(Boolean);
    if (lines.length === 0) return;
    let line = 0;
    let length = 0;
    let deleting = false;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      const current = lines[line % lines.length]!;
      length += deleting ? -1 : 1;
      setTyped({ key, text: current.slice(0, length) });
      if (!deleting && length >= current.length) {
        deleting = true;
        timer = setTimeout(step, speed.backDelay);
      } else if (deleting && length <= 0) {
        deleting = false;
        line += 1;
        if (line % lines.length === 0) loopEnded();
        timer = setTimeout(step, speed.typeSpeed);
      } else {
        timer = setTimeout(step, deleting ? speed.backSpeed : speed.typeSpeed);
      }
    };
    timer = setTimeout(step, speed.typeSpeed);
    return () => clearTimeout(timer);
  }, [key, enabled, speed.typeSpeed, speed.backSpeed, speed.backDelay]);

  if (!enabled) return strings[0] ?? '';
  // New strings (another slide) start from nothing rather than from the old line's letters.
  return typed.key === key ? typed.text : '';
}
