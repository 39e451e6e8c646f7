import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GetParameterCommand, PutParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import type { IssuerSecretKey } from '@club/credentials/issue';
import type { IssuerKeyVault } from '../domain/ports.js';

const parse = (text: string, where: string): IssuerSecretKey => {
  const key = JSON.parse(text) as Partial<IssuerSecretKey>;
  if (!key.name || !key.publicKeyMultibase || !key.secretKeyMultibase || !key.createdAt)
    throw new Error(`${where} does not hold a signing key.`);
  return key as IssuerSecretKey;
};

/** The key in a file of the local data folder, readable by its owner only. */
export const fileKeyVault = (path: string): IssuerKeyVault => ({
  async read() {
    try {
      return parse(await readFile(path, 'utf8'), path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  },
  async write(key) {
    await mkdir(dirname(path), { recursive: true });
    const draft = `${path}.${process.pid}.draft`;
    await writeFile(draft, JSON.stringify(key, null, 2), { mode: 0o600 });
    await rename(draft, path);
  },
});

/**
 * The key in an SSM Parameter Store SecureString, encrypted with the account's AWS-managed key
 * (aws/ssm): a standard parameter and that key cost nothing (docs/deploy.md).
 */
export const parameterKeyVault = (ssm: SSMClient, name: string): IssuerKeyVault => ({
  async read() {
    try {
      const { Parameter } = await ssm.send(
        new GetParameterCommand({ Name: name, WithDecryption: true }),
      );
      return Parameter?.Value ? parse(Parameter.Value, name) : undefined;
    } catch (error) {
      if ((error as Error).name === 'ParameterNotFound') return undefined;
      throw error;
    }
  },
  async write(key) {
    await ssm.send(
      new PutParameterCommand({
        Name: name,
        Value: JSON.stringify(key),
        Type: 'SecureString',
        Overwrite: true,
        Description: "The club's credential signing key (npm run credentials -- rotate-key)",
      }),
    );
  },
});
