import type { AccountStatus, LoginBody } from '@skillhub/shared/schemas/whatsapp';
import type { FastifyInstance } from 'fastify';
import { fieldError, HttpError } from '../../http/http-error.ts';
import { type AccountRow, type AccountValues, accountRepository as repository } from './account.repository.ts';
import { CLOUD_API_ERRORS, type CloudApiClient, CloudApiError, type PhoneNumberInfo } from './cloud-api/cloud-api.ts';
import { SANDBOX_IDS } from './sandbox/sandbox-options.ts';
import { decryptToken, encryptToken, TokenCipherError } from './token-cipher.ts';

/** What the WhatsApp services need from the app. */
export type WhatsAppContext = Pick<
  FastifyInstance,
  'db' | 'clock' | 'config' | 'secrets' | 'log' | 'whatsapp' | 'fileStorage'
>;

export type AccountCredentials = Pick<LoginBody, 'accessToken' | 'phoneNumberId' | 'businessAccountId'>;

export interface ConnectedClient {
  client: CloudApiClient;
  account: { phoneNumberId: string; businessAccountId: string; displayPhoneNumber: string | null };
}

export const UNREACHABLE = 'WhatsApp could not be reached; try again';

/** The connection as staff see it; never the token. */
function toStatus(ctx: WhatsAppContext, row: AccountRow | undefined): AccountStatus {
  const sandbox = ctx.whatsapp.mode === 'sandbox';
  return {
    mode: ctx.whatsapp.mode,
    connected: row !== undefined,
    phoneNumberId: row?.phoneNumberId ?? null,
    businessAccountId: row?.businessAccountId ?? null,
    displayPhoneNumber: row?.displayPhoneNumber ?? null,
    verifiedName: row?.verifiedName ?? null,
    qualityRating: row?.qualityRating ?? null,
    messagingLimit: row?.messagingLimit ?? null,
    connectedAt: row?.connectedAt.toISOString() ?? null,
    sandboxCredentials: sandbox
      ? {
          accessToken: ctx.secrets.whatsappSandbox.accessToken,
          phoneNumberId: SANDBOX_IDS.phoneNumberId,
          businessAccountId: SANDBOX_IDS.businessAccountId,
        }
      : null,
  };
}

const UNKNOWN_ID: Record<'phoneNumberId' | 'businessAccountId', string> = {
  phoneNumberId: 'WhatsApp does not know this phone number ID',
  businessAccountId: 'WhatsApp does not know this business account ID',
};

/** The API's refusal of a set of credentials, on the field it concerns; `idField` is the id the call named. */
function refusal(error: unknown, idField: 'phoneNumberId' | 'businessAccountId'): unknown {
  if (!(error instanceof CloudApiError)) return error;
  // The network failing, before or after sending: these calls only read, so staff may simply try again.
  if (error.retryable || error.status === 0) return new HttpError(502, UNREACHABLE);
  if (error.status === 401 || error.code === CLOUD_API_ERRORS.authentication) {
    return fieldError('accessToken', `The access token was refused by WhatsApp: ${error.message}`);
  }
  if (error.code === CLOUD_API_ERRORS.invalidParameter)
    return fieldError(idField, `${UNKNOWN_ID[idField]}: ${error.message}`);
  // Permission errors (codes 10 and 200-299): the token may not act for this number or account.
  if (error.code === 10 || (error.code >= 200 && error.code < 300) || error.status === 403) {
    return fieldError('accessToken', `The access token was refused by WhatsApp: ${error.message}`);
  }
  return fieldError('_', `WhatsApp refused the connection: ${error.message}`);
}

/**
 * Asks the API for the phone number, then the business account's templates, with the credentials: they are
 * stored only once both answer (a wrong business account ID would otherwise show only when templates fail).
 */
async function checkCredentials(ctx: WhatsAppContext, credentials: AccountCredentials): Promise<PhoneNumberInfo> {
  const client = ctx.whatsapp.clientFor(credentials);
  let phone: PhoneNumberInfo;
  try {
    phone = await client.phoneNumber();
  } catch (error) {
    throw refusal(error, 'phoneNumberId');
  }
  try {
    await client.templates();
  } catch (error) {
    throw refusal(error, 'businessAccountId');
  }
  return phone;
}

function accountValues(
  ctx: WhatsAppContext,
  credentials: AccountCredentials,
  phone: PhoneNumberInfo,
  userId: string | null,
): AccountValues {
  return {
    phoneNumberId: credentials.phoneNumberId,
    businessAccountId: credentials.businessAccountId,
    accessTokenEncrypted: encryptToken(ctx.secrets.whatsappTokenKey, credentials.accessToken),
    displayPhoneNumber: phone.displayPhoneNumber,
    verifiedName: phone.verifiedName,
    qualityRating: phone.qualityRating,
    messagingLimit: phone.messagingLimit,
    connectedAt: ctx.clock.now(),
    connectedBy: userId,
  };
}

/**
 * The client of the connected account, with its token opened; null when no account is connected, or when
 * the stored token cannot be opened (the key changed with JWT_SECRET): staff then connect it again.
 */
export async function connectedClient(ctx: WhatsAppContext): Promise<ConnectedClient | null> {
  const row = await repository.find(ctx.db);
  if (!row) return null;
  let accessToken: string;
  try {
    accessToken = decryptToken(ctx.secrets.whatsappTokenKey, row.accessTokenEncrypted);
  } catch (error) {
    if (!(error instanceof TokenCipherError)) throw error;
    ctx.log.error({ err: error }, 'The stored WhatsApp access token cannot be opened; connect the account again');
    return null;
  }
  const { phoneNumberId, businessAccountId, displayPhoneNumber } = row;
  return {
    client: ctx.whatsapp.clientFor({ accessToken, phoneNumberId, businessAccountId }),
    account: { phoneNumberId, businessAccountId, displayPhoneNumber },
  };
}

/**
 * At start: connects the account of WHATSAPP_ACCESS_TOKEN, _PHONE_NUMBER_ID and _BUSINESS_ACCOUNT_ID when
 * they are set and no account is stored, checked like a login. A refusal is logged and leaves it disconnected.
 */
export async function connectFromConfig(ctx: WhatsAppContext): Promise<boolean> {
  const credentials = ctx.config.whatsapp.credentials;
  if (!credentials || (await repository.find(ctx.db))) return false;
  try {
    const phone = await checkCredentials(ctx, credentials);
    const row = await repository.insertIfNone(ctx.db, accountValues(ctx, credentials, phone, null));
    if (row) await repository.forgetMediaIds(ctx.db);
    return row !== undefined;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    ctx.log.warn({ reason }, 'The WhatsApp credentials from the environment were not accepted; not connected');
    return false;
  }
}

/** The business account's connection: its status, connecting with checked credentials, disconnecting. */
export function createAccountService(ctx: WhatsAppContext) {
  return {
    status: async (): Promise<AccountStatus> => toStatus(ctx, await repository.find(ctx.db)),

    async login(body: LoginBody, userId: string | null): Promise<AccountStatus> {
      const phone = await checkCredentials(ctx, body);
      const before = await repository.find(ctx.db);
      const row = await repository.save(ctx.db, accountValues(ctx, body, phone, userId));
      if (before?.phoneNumberId !== row.phoneNumberId) await repository.forgetMediaIds(ctx.db);
      return toStatus(ctx, row);
    },

    async logout(): Promise<AccountStatus> {
      await repository.remove(ctx.db);
      return toStatus(ctx, undefined);
    },
  };
}
