import { CLUB_NAME } from '@club/model';
import type { Config } from '../config.js';
import { credentialService } from '../domain/certificates/credential-service.js';
import type { IssuerKeyVault, RecordStore } from '../domain/ports.js';
import { ssmClient } from './clients.js';
import { fileKeyVault, parameterKeyVault } from './issuer-key-vault.js';
import { issuerOrigin } from '../reader.js';

/** The vault the configuration names, if any. */
export const issuerKeyVault = (config: Config): IssuerKeyVault | undefined => {
  if (config.ISSUER_KEY_PARAMETER)
    return parameterKeyVault(ssmClient(config), config.ISSUER_KEY_PARAMETER);
  if (config.ISSUER_KEY_FILE) return fileKeyVault(config.ISSUER_KEY_FILE);
  return undefined;
};

/** The club as an issuer, when the configuration says where its key and site are. */
export const buildIssuer = (config: Config, records: RecordStore) => {
  const vault = issuerKeyVault(config);
  const origin = issuerOrigin(config);
  return vault && origin
    ? credentialService({ records, vault, origin, clubName: CLUB_NAME })
    : undefined;
};
