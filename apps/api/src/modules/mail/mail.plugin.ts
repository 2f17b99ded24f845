/**
 * Wires mail into the server: the transport (SMTP_URL, or the embedded catcher started here), the
 * mail.send and digest jobs, the routes, and a health check that talks to the transport.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyPluginAsync } from 'fastify';
import { runDigestsHandler, digestJob } from './digests.service.js';
import { startMailCatcher, type MailCatcher } from './mail-catcher.js';
import { mailSendHandler } from './mail-send.job.js';
import { createMailTransport, type MailTransport } from './mail-transport.js';
import { configureMail } from './mail-settings.js';
import { mailSendJob } from './outbox.service.js';
import mailRoutes from './mail.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded catcher when SMTP_URL is unset, else null. */
    mailCatcher: MailCatcher | null;
  }
}

/** MAIL_SECRET, or a random one kept in DATA_DIR so unsubscribe links survive a restart. */
function mailSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'mail-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

const mailPlugin: FastifyPluginAsync = async (app) => {
  const { mail, dataDir, publicUrl, jobs } = app.config;
  configureMail({ publicUrl, secret: mailSecret(mail.secret, dataDir), from: mail.from });

  let catcher: MailCatcher | null = null;
  let smtpUrl = mail.smtpUrl;
  if (!smtpUrl) {
    catcher = await startMailCatcher({ port: mail.catcherPort, dir: mail.catcherDir });
    smtpUrl = `smtp://127.0.0.1:${catcher.port}`;
    app.log.info(`mail: no SMTP_URL, so the embedded catcher keeps every message (port ${catcher.port}, ${mail.catcherDir})`);
  }
  app.decorate('mailCatcher', catcher);
  const transport: MailTransport = createMailTransport(smtpUrl, jobs.concurrency);

  mailSendJob.handle(
    mailSendHandler(
      () => transport,
      () => mail.from,
    ),
  );
  digestJob.every(3_600_000, runDigestsHandler(mail.digestHourUtc));

  app.healthChecks.mailTransport = async () => {
    try {
      await transport.verify();
      return { status: 'UP', details: { configured: Boolean(mail.smtpUrl), embeddedCatcher: catcher !== null } };
    } catch (error) {
      return { status: 'DOWN', details: { configured: Boolean(mail.smtpUrl), error: (error as Error).message } };
    }
  };

  app.addHook('onClose', async () => {
    transport.close();
    await catcher?.close();
  });

  await app.register(mailRoutes);
};

export default fp(mailPlugin, { name: 'mail', dependencies: ['db', 'jobs'] });
