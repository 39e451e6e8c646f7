/**
 * A CloudFront response headers policy from the same header map the local gateway and the API
 * send (model/src/security-headers.ts): CloudFront has a field of its own for each common
 * security header, and takes any other as a custom header.
 */

interface Options {
  /** Whether a header replaces what the origin sent, or only fills in what it left out. */
  override: (header: string) => boolean;
}

const HSTS = /^max-age=(\d+)((?:;\s*(?:includeSubDomains|preload))*)$/i;

const strictTransportSecurity = (value: string, Override: boolean) => {
  const parts = HSTS.exec(value);
  if (!parts)
    throw new Error(`Strict-Transport-Security "${value}" is not a form CloudFront takes`);
  return {
    AccessControlMaxAgeSec: Number(parts[1]),
    IncludeSubdomains: /includeSubDomains/i.test(parts[2] ?? ''),
    Preload: /preload/i.test(parts[2] ?? ''),
    Override,
  };
};

const FRAME_OPTIONS = ['DENY', 'SAMEORIGIN'];

export const responseHeadersPolicy = (
  name: string,
  comment: string,
  headers: Record<string, string>,
  { override }: Options,
) => {
  const security: Record<string, unknown> = {};
  const custom: { Header: string; Value: string; Override: boolean }[] = [];
  for (const [header, value] of Object.entries(headers)) {
    const Override = override(header);
    switch (header.toLowerCase()) {
      case 'content-security-policy':
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override };
        break;
      case 'x-content-type-options':
        if (value !== 'nosniff') throw new Error(`X-Content-Type-Options can only be nosniff`);
        security.ContentTypeOptions = { Override };
        break;
      case 'x-frame-options':
        if (!FRAME_OPTIONS.includes(value)) throw new Error(`X-Frame-Options "${value}" unknown`);
        security.FrameOptions = { FrameOption: value, Override };
        break;
      case 'referrer-policy':
        security.ReferrerPolicy = { ReferrerPolicy: value, Override };
        break;
      case 'strict-transport-security':
        security.StrictTransportSecurity = strictTransportSecurity(value, Override);
        break;
      default:
        custom.push({ Header: header, Value: value, Override });
    }
  }
  return {
    Name: name,
    Comment: comment,
    SecurityHeadersConfig: security,
    ...(custom.length > 0 ? { CustomHeadersConfig: { Items: custom } } : {}),
  };
};

/** The headers a policy makes CloudFront send, as the header map it was built from. */
export const headersOfPolicy = (policy: ReturnType<typeof responseHeadersPolicy>) => {
  const s = policy.SecurityHeadersConfig as {
    ContentSecurityPolicy?: { ContentSecurityPolicy: string };
    ContentTypeOptions?: object;
    FrameOptions?: { FrameOption: string };
    ReferrerPolicy?: { ReferrerPolicy: string };
    StrictTransportSecurity?: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains: boolean;
      Preload: boolean;
    };
  };
  const headers: Record<string, string> = {};
  if (s.ContentSecurityPolicy)
    headers['Content-Security-Policy'] = s.ContentSecurityPolicy.ContentSecurityPolicy;
  if (s.ContentTypeOptions) headers['X-Content-Type-Options'] = 'nosniff';
  if (s.FrameOptions) headers['X-Frame-Options'] = s.FrameOptions.FrameOption;
  if (s.ReferrerPolicy) headers['Referrer-Policy'] = s.ReferrerPolicy.ReferrerPolicy;
  const hsts = s.StrictTransportSecurity;
  if (hsts)
    headers['Strict-Transport-Security'] = [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; ');
  for (const item of policy.CustomHeadersConfig?.Items ?? []) headers[item.Header] = item.Value;
  return headers;
};
