/**
 * How a webhook delivery reaches its receiver: the receiver's host name is resolved once, every address it resolves
 * to is checked (when private addresses are blocked), and the connection goes to exactly those addresses, never to
 * what a second look-up would answer (DNS rebinding, docs/adr/0035). The Host header and the TLS server name stay
 * the receiver's name, so an https receiver's certificate is verified against it as before.
 */
import { lookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

export interface ReceiverAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a receiver's host name to its addresses: the system resolver in the product; tests hand in their own. */
export type ResolveHost = (hostname: string) => Promise<ReceiverAddress[]>;

/** The system resolver (what the operating system's name service answers, as any connection would use). */
export const systemResolver: ResolveHost = async (hostname) =>
  (await lookup(hostname, { all: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

/** Why a try failed before or while connecting, as the delivery log shows it. */
export class DeliveryFailed extends Error {}

export interface ConnectionOptions {
  timeoutMs: number;
  /** Refuses receivers on loopback, private, link-local and other non-public addresses. */
  blockPrivateAddresses: boolean;
  resolveHost: ResolveHost;
}

/** The addresses the delivery may connect to: the literal address of the URL, or every address its name resolves to, checked. */
export async function receiverAddresses(url: URL, options: Pick<ConnectionOptions, 'blockPrivateAddresses' | 'resolveHost'>): Promise<ReceiverAddress[]> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host);
  let addresses: ReceiverAddress[];
  if (literal) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await options.resolveHost(host);
    } catch (error) {
      throw new DeliveryFailed(`Could not resolve ${host}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500));
    }
    if (addresses.length === 0) throw new DeliveryFailed(`Could not resolve ${host}: no address`);
  }
  if (options.blockPrivateAddresses) {
    for (const { address } of addresses) {
      const range = ipaddr.process(address).range();
      if (range !== 'unicast') throw new DeliveryFailed(literal ? `Refused: ${host} is a ${range} address` : `Refused: ${host} resolves to ${address}, a ${range} address`);
    }
  }
  return addresses;
}

/** A look-up that answers the checked addresses whatever it is asked: the socket connects to them and nothing else. */
function pinnedLookup(addresses: ReceiverAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  };
}

/** POSTs the body to the receiver over a connection to its checked addresses; answers the status code (redirects are not followed). */
export async function postToReceiver(url: string, body: string, headers: Record<string, string>, options: ConnectionOptions): Promise<number> {
  const target = new URL(url);
  const addresses = await receiverAddresses(target, options);
  // One agent per try: its connections are pinned to this try's addresses and are closed with it.
  const agent = new Agent({ connect: { lookup: pinnedLookup(addresses) } });
  try {
    const response = await request(target, { method: 'POST', body, headers, dispatcher: agent, signal: AbortSignal.timeout(options.timeoutMs) });
    await response.body.dump();
    return response.statusCode;
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) throw new DeliveryFailed(`Timed out after ${options.timeoutMs} ms`);
    const reason = error instanceof Error ? error.message || (error.cause instanceof Error ? error.cause.message : error.name) : String(error);
    throw new DeliveryFailed(reason.slice(0, 500));
  } finally {
    await agent.destroy().catch(() => undefined);
  }
}
