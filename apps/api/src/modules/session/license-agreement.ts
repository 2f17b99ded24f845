import type { Tenant } from '../tenants/index.js';

/** The subscriber license agreement shown in the blocking dialog, worded for the tenant that offers the service. */
export function licenseAgreementText(tenant: Pick<Tenant, 'name' | 'config'>): string {
  const provider = tenant.name;
  const product = tenant.config.branding.productName;
  const support = tenant.config.supportEmail;
  return [
    `Subscriber License Agreement — ${product}`,
    `This agreement is between ${provider} ("we") and the subscribing organisation or person named on your account ("you"). By selecting "Accept" you confirm that you have read it and that you are authorised to accept it for the account you are using. It applies each time you or your authorised users use ${product}.`,
    `1. What you may do. While your subscription is active, your authorised users may search, view, print and download the documents your subscription covers, for your own internal work, study and research. You may keep downloaded copies for reference while the subscription lasts, quote short extracts with a citation of the source, and share links to documents with other authorised users of your account.`,
    `2. What you may not do. You may not sell, sublicense, lend or publish the documents or substantial parts of them; make them available on a network, intranet or file share reachable by people who are not authorised users; remove copyright, licence or attribution notices; use automated tools to download documents in bulk; or share your sign-in details with anyone. Documents that their publishers release under an open licence (for example many IETF, W3C and NIST publications) may in addition be used under that licence, which this agreement does not restrict.`,
    `3. Authorised users. For an individual subscription the authorised user is you alone. For an organisation, authorised users are its employees, students and on-site visitors, including those recognised by the organisation's registered network addresses. You are responsible for keeping the list of registered addresses and users accurate and for telling us without delay about any misuse you become aware of.`,
    `4. Ownership and accuracy. The documents remain the property of their publishers and are protected by copyright. ${provider} provides the service and the documents as published; we do not guarantee that a document is current, complete or fit for a particular purpose, and you should check the status shown with each document before relying on it.`,
    `5. Your data. We record sign-ins, the documents opened and the actions taken, to provide the service, to produce usage reports for your organisation and to protect the collection. We do not sell this information. Your notes and compass points stay private to you unless you share them.`,
    `6. Suspension and end. We may suspend access that breaks this agreement. When the subscription ends, the right to use the documents ends too, and copies kept under section 1 must be deleted unless an open licence allows otherwise.`,
    `7. Changes and contact. We will ask you to accept this agreement again if we change it in a way that affects you. Questions about this agreement can be sent to ${support}.`,
  ].join('\n\n');
}
