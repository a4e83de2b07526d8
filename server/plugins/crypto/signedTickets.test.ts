import { describe, expect, it } from 'vitest';
import { makeReportKey } from '../../modules/reports/reportKeys.ts';
import { makeGrant } from '../../modules/shares/shareSecrets.ts';
import { makeTicket, openTicket, TICKET_MAC_BYTES, ticketSigned } from './signedTickets.ts';

const SECRET = 'server-secret';
const head = Buffer.from([0, 0, 0, 42]);

describe('signed tickets', () => {
  it('opens a ticket it made into its head and MAC, and knows its own MAC', () => {
    const text = makeTicket(SECRET, 'use-a', head, [42, 'words']);
    expect(text).toMatch(/^[A-Za-z0-9_-]{27}$/);
    const opened = openTicket(text, head.length);
    expect(opened?.head).toEqual(head);
    expect(opened?.mac).toHaveLength(TICKET_MAC_BYTES);
    expect(ticketSigned(SECRET, 'use-a', opened!.mac, [42, 'words'])).toBe(true);
  });

  it('refuses the MAC for other words, another use or another secret', () => {
    const { mac } = openTicket(makeTicket(SECRET, 'use-a', head, [42, 'words']), 4)!;
    expect(ticketSigned(SECRET, 'use-a', mac, [43, 'words'])).toBe(false);
    expect(ticketSigned(SECRET, 'use-a', mac, [42, 'word'])).toBe(false);
    expect(ticketSigned(SECRET, 'use-b', mac, [42, 'words'])).toBe(false);
    expect(ticketSigned('other-secret', 'use-a', mac, [42, 'words'])).toBe(false);
    expect(ticketSigned(SECRET, 'use-a', mac.subarray(1), [42, 'words'])).toBe(false);
  });

  it('opens nothing of another length, alphabet or spelling', () => {
    const text = makeTicket(SECRET, 'use-a', head, [42]);
    expect(openTicket(text, 5)).toBeNull();
    expect(openTicket(text.slice(1), 4)).toBeNull();
    expect(openTicket(`${text.slice(0, -1)}+`, 4)).toBeNull();
    expect(openTicket(`${text}=`, 4)).toBeNull();
    // The last character holds spare bits: another spelling of the same bytes is refused.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sibling = alphabet[alphabet.indexOf(text.at(-1)!) ^ 1]!;
    const respelt = text.slice(0, -1) + sibling;
    expect(Buffer.from(respelt, 'base64url')).toEqual(Buffer.from(text, 'base64url'));
    expect(openTicket(respelt, 4)).toBeNull();
  });

  it('keeps the PDF keys and share grants handed out before it as they were', () => {
    // Made with reportKeys.ts and shareSecrets.ts as they stood before this helper.
    const now = new Date('2026-12-07T10:00:00Z');
    const exam = { kind: 'exam' as const, id: 42, accountId: 7 };
    expect(makeReportKey(SECRET, exam, 'report-secret', now)).toBe(
      'AQAAACoAAAAHaz7VgNYDlyUv-zrd075WXBD4SeU',
    );
    const external = { kind: 'external' as const, id: 3, accountId: 9 };
    expect(makeReportKey(SECRET, external, 'rs2', now)).toBe(
      'AgAAAAMAAAAJaz7VgPUea5CLtVQGTSF0j1og3do',
    );
    expect(makeGrant(SECRET, 11, 'token-hash', now).grant).toBe('AAAAC2sWiqhognu6x2bfAt113S-SFXsy');
  });
});
