import { timingSafeEqual } from 'node:crypto';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  GraphError,
  invalidParameter,
  invalidToken,
  mediaError,
  unknownError,
  unknownObject,
  unknownPath,
} from './graph-error.ts';
import { MEDIA_MAX_BYTES, type SandboxMedia } from './sandbox-media.ts';
import type { SandboxMessages } from './sandbox-messages.ts';
import { SANDBOX_IDS } from './sandbox-options.ts';
import { isAnswerLost } from './sandbox-phones.ts';
import type { SandboxTemplates } from './sandbox-templates.ts';

/**
 * The sandbox's HTTP side: a Fastify instance of its own answering the Graph API's paths
 * (/{version}/{object-id}[/{edge}]), its token check and its error bodies.
 */

type Query = Record<string, string | undefined>;
interface ObjectParams {
  version: string;
  id: string;
}

const PHONE_FIELDS: Record<string, unknown> = {
  display_phone_number: SANDBOX_IDS.displayPhoneNumber,
  verified_name: SANDBOX_IDS.verifiedName,
  quality_rating: 'GREEN',
  messaging_limit_tier: 'TIER_1K',
  code_verification_status: 'VERIFIED',
  name_status: 'APPROVED',
  platform_type: 'CLOUD_API',
  throughput: { level: 'STANDARD' },
};
const PHONE_DEFAULT_FIELDS = [
  'verified_name',
  'code_verification_status',
  'display_phone_number',
  'quality_rating',
  'platform_type',
  'throughput',
];

/** GET /{phone-number-id}?fields=: the asked fields and the id. */
function phoneNumber(fields: string | undefined) {
  const asked = fields ? fields.split(',').map((field) => field.trim()) : PHONE_DEFAULT_FIELDS;
  const answer: Record<string, unknown> = {};
  for (const field of asked.filter((f) => f && f !== 'id')) {
    if (!(field in PHONE_FIELDS)) {
      throw invalidParameter(`Tried accessing nonexisting field (${field}) on node type (WhatsAppBusinessPhoneNumber)`);
    }
    answer[field] = PHONE_FIELDS[field];
  }
  return { ...answer, id: SANDBOX_IDS.phoneNumberId };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function buildSandboxServer(deps: {
  accessToken: string;
  messages: SandboxMessages;
  templates: SandboxTemplates;
  media: SandboxMedia;
  log: FastifyBaseLogger;
}): Promise<FastifyInstance> {
  const { accessToken, messages, templates, media, log } = deps;
  const server = Fastify({ logger: false, forceCloseConnections: true });

  // An upload session's bytes come with the file's own type (or none).
  server.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  await server.register(multipart, { limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 10 } });

  server.setErrorHandler((error, _request, reply) => {
    if (error instanceof GraphError) {
      return reply
        .code(error.status)
        .headers(error.extra.headers ?? {})
        .send(error.body());
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) return reply.code(400).send(mediaError('The request is larger than the API takes.').body());
    if (status !== undefined && status >= 400 && status < 500) {
      return reply.code(400).send(invalidParameter((error as Error).message).body());
    }
    log.error({ err: error }, 'WhatsApp sandbox request failed');
    return reply.code(500).send(unknownError().body());
  });
  server.setNotFoundHandler((request) => {
    throw unknownPath(request.url.split('?')[0] ?? request.url);
  });

  // Like the Graph API: the token as a bearer (or `OAuth`, as the upload calls send it), or ?access_token=.
  server.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const fromHeader = header ? /^(?:Bearer|OAuth)\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
    const token = fromHeader ?? (request.query as Query).access_token;
    if (!token) throw invalidToken(true);
    if (!sameToken(token, accessToken)) throw invalidToken(false);
    const version = (request.params as Partial<ObjectParams>).version;
    if (version !== undefined && !/^v\d+\.\d+$/.test(version)) throw unknownPath(request.url.split('?')[0] ?? '');
  });

  server.get<{ Params: ObjectParams; Querystring: Query }>('/:version/:id', async (request) => {
    const { id } = request.params;
    if (id === SANDBOX_IDS.phoneNumberId) return phoneNumber(request.query.fields);
    if (id === SANDBOX_IDS.businessAccountId) {
      return { id, name: SANDBOX_IDS.verifiedName, currency: 'INR', timezone_id: '71' };
    }
    if (templates.find(id)) return templates.read(id, request.query.fields);
    throw unknownObject('get', id);
  });

  server.post<{ Params: ObjectParams; Querystring: Query }>('/:version/:id', async (request) => {
    const { id } = request.params;
    if (id.startsWith('upload:')) {
      const offset = request.headers.file_offset;
      return media.finishUpload(id, request.query.sig, Array.isArray(offset) ? offset[0] : offset, request.body);
    }
    if (templates.find(id)) return templates.edit(id, request.body);
    throw unknownObject('post', id);
  });

  server.post<{ Params: ObjectParams }>('/:version/:id/messages', async (request, reply) => {
    if (request.params.id !== SANDBOX_IDS.phoneNumberId) throw unknownObject('post', request.params.id);
    const answer = messages.send(request.body);
    // Sent, but never answered: the socket stays open until the client gives up or the sandbox closes.
    if (isAnswerLost(answer.contacts[0]?.wa_id ?? '')) return reply.hijack();
    return answer;
  });

  server.post<{ Params: ObjectParams }>('/:version/:id/media', async (request) => {
    if (request.params.id !== SANDBOX_IDS.phoneNumberId) throw unknownObject('post', request.params.id);
    if (!request.isMultipart()) throw invalidParameter('The parameter file is required (multipart/form-data).');
    const fields: Record<string, string> = {};
    let file: { bytes: Buffer; mimeType: string; fileName: string } | null = null;
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw mediaError(`The file exceeds ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`);
        }
        throw error;
      }
      if (part.fieldname === 'file') file = { bytes, mimeType: part.mimetype, fileName: part.filename };
    }
    if (fields.messaging_product !== 'whatsapp') {
      throw invalidParameter('The parameter messaging_product is required and must be whatsapp.');
    }
    if (!file) throw invalidParameter('The parameter file is required.');
    return media.upload({ ...file, mimeType: fields.type || file.mimeType });
  });

  // `app` stands for the access token's app, as the Graph API takes it.
  server.post<{ Params: ObjectParams; Querystring: Query }>('/:version/:id/uploads', async (request) => {
    if (request.params.id !== 'app') throw unknownObject('post', request.params.id);
    return media.startUpload(request.query);
  });

  server.post<{ Params: ObjectParams }>('/:version/:id/message_templates', async (request) => {
    if (request.params.id !== SANDBOX_IDS.businessAccountId) throw unknownObject('post', request.params.id);
    return templates.create(request.body);
  });

  server.get<{ Params: ObjectParams; Querystring: Query }>('/:version/:id/message_templates', async (request) => {
    if (request.params.id !== SANDBOX_IDS.businessAccountId) throw unknownObject('get', request.params.id);
    const url = new URL(request.url, `http://${request.headers.host ?? '127.0.0.1'}`);
    return templates.list(request.query, url);
  });

  return server;
}
