import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OAuth2Server } from 'oauth2-mock-server';
import { startFakeCreatorsApi } from '../support/fake-creators-api.ts';
import { startFakeSurveyProviders } from '../support/fake-survey-providers.ts';
import { startTestSmtpServer } from '../support/smtp-server.ts';
import { e2eServices } from './services.ts';

/**
 * Real services on loopback for the journeys: an SMTP server whose mails land as JSON files in
 * E2E_MAIL_DIR (read by tests/e2e/support.ts), an OpenID Connect server standing in for Google, and
 * the marketplace's Creators API, and the survey providers' response APIs.
 */
export default async function globalSetup() {
  const mailDir = process.env.E2E_MAIL_DIR!;
  mkdirSync(mailDir, { recursive: true });
  const smtp = await startTestSmtpServer({ port: e2eServices.smtpPort });
  let written = 0;
  smtp.onMail((mail) => {
    written += 1;
    // Written aside, then renamed into place: a journey polling the folder from another process
    // never reads half a file (a rename is atomic; the reader skips names that are not .json).
    const name = `${Date.now()}-${written}.json`;
    const partial = path.join(mailDir, `.${name}.partial`);
    writeFileSync(partial, JSON.stringify(mail));
    renameSync(partial, path.join(mailDir, name));
  });

  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(e2eServices.oidcPort, '127.0.0.1');
  oidc.issuer.url = e2eServices.oidcIssuer;
  // The person "Google" signs in: a full name to split, a verified address.
  oidc.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, e2eServices.googleProfile);
  });
  oidc.service.on('beforeUserinfo', (userinfo) => {
    Object.assign(userinfo.body, e2eServices.googleProfile);
  });

  const marketplace = await startFakeCreatorsApi({ port: e2eServices.marketplacePort });
  for (const item of e2eServices.marketplaceItems) marketplace.addItem(item);
  const surveyProviders = await startFakeSurveyProviders({
    port: e2eServices.surveysPort,
    token: e2eServices.surveysToken,
  });

  return async () => {
    await smtp.close();
    await oidc.stop();
    await marketplace.close();
    await surveyProviders.close();
  };
}
