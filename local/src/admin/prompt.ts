import { createInterface } from 'node:readline/promises';

/** Questions go to stderr, so stdout carries only the outcome. */
export const ask = async (question: string) => {
  const lines = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return (await lines.question(question)).trim();
  } finally {
    lines.close();
  }
};

/** Reads a line from the terminal without showing what is typed (not even its length). */
export const askHidden = (question: string) =>
  new Promise<string>((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    let typed = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('Cancelled. Nothing was changed.'));
          return;
        }
        if (char === '\u007f' || char === '\b') typed = Array.from(typed).slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });

/** The first line piped in: `aws ssm get-parameter … --output text | npm run admin -- --password-stdin`. */
export const readStdinLine = async () => {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
};
