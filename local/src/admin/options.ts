import { contentTableName, readCommandLine, UsageError } from '@club/deploy';
import { ROLES, type Role } from '@club/model';

export const USAGE = `Makes an address an owner (or, with --role editor, an editor) of the site's console with a new
password: creates the account, or resets it (that role, active, and signed out everywhere). Other
accounts stay as they are. Use it for the first owner, or when mail cannot carry an invitation
(SES still in its sandbox): owners invite everyone else from the console's Accounts page.

  npm run admin -- --stage <name> [--region <region>] [--email <address>]
      asks for the e-mail (unless given) and the password, twice, without showing it
  aws ssm get-parameter --name /club/prod/admin-password --with-decryption \\
      --query Parameter.Value --output text \\
    | npm run admin -- --stage prod --email <address> --password-stdin
      takes the password from the first line piped in
  npm run admin -- --local
      the local site's data (DATA_DIR, by default .data), while npm start is stopped
  npm run admin -- --stage prod --role editor --email <address>
      an editor: content, certificates and messages; not accounts or the audit log

  --stage <name>      a deployed stage: its table is robotics-club-<name>-content
  --table <name>      another table (with --stage or --endpoint)
  --region <region>   the stage's AWS region (default AWS_REGION, else us-east-1)
  --endpoint <url>    a DynamoDB emulator instead of AWS (with --table)
  --local             the local site's data
  --email <address>   the account's e-mail
  --role <role>       owner (the default) or editor
  --password-stdin    read the password from standard input`;

export { UsageError };

/** The table serverless.yml names for a stage (custom.tableName). */
export const stageTable = contentTableName;

export type Target =
  { kind: 'aws'; table: string; region: string; endpoint?: string } | { kind: 'local' };

export interface Options {
  target: Target;
  email?: string;
  role: Role;
  passwordStdin: boolean;
}

const roleOf = (value: string | undefined): Role => {
  if (value === undefined) return 'owner';
  const role = ROLES.find((r) => r === value.trim().toLowerCase());
  if (!role)
    throw new UsageError(`--role is owner or editor, not "${value}". Nothing was changed.`);
  return role;
};

export const parseOptions = (
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Options | 'help' => {
  const values = readCommandLine(args, {
    stage: { type: 'string' },
    table: { type: 'string' },
    region: { type: 'string' },
    endpoint: { type: 'string' },
    local: { type: 'boolean', default: false },
    email: { type: 'string' },
    role: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (values.help) return 'help';
  const common = {
    email: values.email,
    role: roleOf(values.role),
    passwordStdin: values['password-stdin'],
  };

  if (values.local) {
    if (values.stage || values.table || values.endpoint || values.region)
      throw new UsageError(
        '--local works on the local data only: leave out the stage, table, endpoint and region.',
      );
    return { ...common, target: { kind: 'local' } };
  }
  const table = values.table ?? (values.stage ? stageTable(values.stage) : undefined);
  if (!table)
    throw new UsageError('Say which site: --stage <name> (or --table <name>), or --local.');
  if (values.stage && !/^[a-zA-Z0-9-]+$/.test(values.stage))
    throw new UsageError(`"${values.stage}" is not a stage name (letters, digits and hyphens).`);
  const region = values.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1';
  return { ...common, target: { kind: 'aws', table, region, endpoint: values.endpoint } };
};
