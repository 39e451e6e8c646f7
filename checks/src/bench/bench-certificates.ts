import { randomUUID } from 'node:crypto';
import { certificate, certificateCode } from '@club/model';
import type { RecordStore } from '@club/functions';

/**
 * Adds `count` certificates straight through the record store, as a bulk issue leaves them
 * (without their image files, which neither a list nor a page reads), 50 writes at a time.
 */
export const addCertificates = async (records: Pick<RecordStore, 'create'>, count: number) => {
  const start = Date.now() - count * 1000;
  for (let i = 0; i < count; i += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, count - i) }, (_, k) => {
        const n = i + k;
        const fields = {
          name: `Student ${n}`,
          event: 'Robo Fest',
          univarsity: 'City University',
          position: 'Participant',
          year: '2025',
        };
        const stamp = new Date(start + n * 1000).toISOString();
        return records.create(certificate.name, {
          ...fields,
          image: 'certificate.webp',
          code: certificateCode(fields),
          id: randomUUID(),
          version: 1,
          createdAt: stamp,
          updatedAt: stamp,
        });
      }),
    );
  }
};
