import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { LoadingSkeleton } from '../../common/LoadingSkeleton.js';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { LocalDateField } from '../../common/LocalDateField.js';
import type { MailMessageDetail } from '@codex/domain';
import { cspNonce } from '@codex/ui';
import { mailPreviewHtml } from './mailPreview.js';
import { MailStateChip } from './MailStateChip.js';

function MailTitle() {
  const record = useRecordContext<MailMessageDetail>();
  const translate = useTranslate();
  return <span>{translate('console.mail.title', { subject: record?.subject ?? '' })}</span>;
}

function Titled({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Name-value rows that wrap on a phone rather than run off the screen. */
function Pairs({ rows, label }: { rows: [string, React.ReactNode][]; label: string }) {
  return (
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', width: '100%' }}>
      <TableBody>
        {rows.map(([name, value]) => (
          <TableRow key={name}>
            <TableCell component="th" scope="row" sx={{ width: { xs: '35%', sm: 200 }, fontWeight: 500, verticalAlign: 'top', wordBreak: 'break-word' }}>
              {name}
            </TableCell>
            <TableCell sx={{ wordBreak: 'break-word' }}>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The message's headers as a mail client shows them: the server's (the envelope nodemailer wrote, then the row's own such
 * as List-Unsubscribe), led by To, Subject and Message-ID from the row when the server's list lacks them.
 */
function headersOf(record: MailMessageDetail): [string, string][] {
  const has = (name: string) => Object.keys(record.headers).some((key) => key.toLowerCase() === name.toLowerCase());
  const fromRow: [string, string | null][] = [
    ['To', record.toAddress],
    ['Subject', record.subject],
    ['Message-ID', record.messageId],
  ];
  const missing = fromRow.filter((entry): entry is [string, string] => entry[1] !== null && !has(entry[0]));
  return [...missing, ...Object.entries(record.headers)];
}

function MailMessage() {
  const record = useRecordContext<MailMessageDetail>();
  const translate = useTranslate();
  if (!record) return null;
  // react-admin shows the list's row at once while the message itself loads: the parts come with the detail.
  const loaded = record.headers !== undefined && record.text !== undefined && record.html !== undefined;
  const field = (name: string) => translate(`resources.mail.fields.${name}`);
  return (
    <Box sx={{ p: { xs: 0, sm: 1 } }}>
      <Titled title={record.subject}>
        <Pairs
          label={translate('console.mail.delivery')}
          rows={[
            [field('kind'), translate(`console.mail.kinds.${record.kind}`, { _: record.kind })],
            [field('state'), <MailStateChip key="state" message={record} />],
            [field('locale'), record.locale],
            [field('createdAt'), <LocalDateField key="created" source="createdAt" showTime />],
            [field('sentAt'), <LocalDateField key="sent" source="sentAt" showTime emptyText="—" />],
          ]}
        />
      </Titled>
      {loaded ? (
        <>
          <Titled title={translate('console.mail.headers')}>
            <Pairs label={translate('console.mail.headers')} rows={headersOf(record)} />
          </Titled>
          <Titled title={translate('console.mail.text')}>
            <Box component="pre" sx={{ m: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: '0.85rem', bgcolor: 'action.hover', p: 1.5, borderRadius: 1 }}>
              {record.text}
            </Box>
          </Titled>
          <Titled title={translate('console.mail.html')}>
            {/*
              The HTML as it was sent, in a frame with every sandbox restriction: no script, no form, no navigation, no
              same origin. Its style attributes are moved into a stylesheet the console's policy admits (mailPreview.ts).
            */}
            <Box
              component="iframe"
              title={translate('console.mail.htmlFrame')}
              sandbox=""
              srcDoc={mailPreviewHtml(record.html, cspNonce())}
              sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
            />
          </Titled>
        </>
      ) : (
        <LoadingSkeleton height={240}/>
      )}
    </Box>
  );
}

function MailActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

/** One message of the outbox as it was sent: delivery, headers, the plain-text part and the HTML part. */
export default function MailShow() {
  return (
    <Show title={<MailTitle />} actions={<MailActions />} component="div">
      <MailMessage />
    </Show>
  );
}
