import { certificate } from '@club/model';
import type { DataProvider } from 'react-admin';

// Each chunk travels in the query string; a few dozen codes keep it far below URL limits.
const CHUNK = 25;

/** Which of these codes already belong to a certificate, asked of the API a chunk at a time. */
export const findIssuedCodes = async (
  dataProvider: DataProvider,
  codes: readonly string[],
): Promise<Set<string>> => {
  const unique = [...new Set(codes)];
  const chunks = Array.from({ length: Math.ceil(unique.length / CHUNK) }, (_, i) =>
    unique.slice(i * CHUNK, (i + 1) * CHUNK),
  );
  const answers = await Promise.all(
    chunks.map((chunk) =>
      dataProvider.getList(certificate.name, {
        filter: { code: chunk },
        pagination: { page: 1, perPage: chunk.length },
        sort: { field: 'createdAt', order: 'ASC' },
      }),
    ),
  );
  return new Set(answers.flatMap(({ data }) => data.map((record) => String(record.code))));
};
