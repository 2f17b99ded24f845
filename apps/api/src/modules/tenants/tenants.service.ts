import { eq, sql } from 'drizzle-orm';
import { TenantConfig } from '@codex/domain';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';
import { TENANT_SEEDS } from './tenant-seeds.js';

export interface Tenant {
  id: number;
  code: string;
  name: string;
  hosts: string[];
  config: TenantConfig;
}

/** Creates the demo tenants when missing; an existing tenant keeps the configuration it was given. */
export async function seedTenants(db: Db): Promise<void> {
  for (const seed of TENANT_SEEDS) {
    TenantConfig.parse(seed.config);
    await db
      .insert(tenants)
      .values({ code: seed.code, name: seed.name, hosts: seed.hosts, config: seed.config })
      .onConflictDoNothing({ target: tenants.code });
  }
}

export async function listTenants(db: Db): Promise<Tenant[]> {
  const rows = await db.select().from(tenants).orderBy(tenants.id);
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, hosts: r.hosts, config: r.config }));
}

export async function updateTenantConfig(db: Db, id: number, config: TenantConfig): Promise<void> {
  await db
    .update(tenants)
    .set({ config, name: config.tenantName, updatedAt: sql`now()` })
    .where(eq(tenants.id, id));
}

/** How long a server trusts its copy of the tenants when another server (sharing PostgreSQL) may have changed them. */
export const TENANT_CACHE_TTL_MS = 30_000;

/**
 * Resolves request hosts to tenants: first the configured host map (TENANT_HOSTS),
 * then each tenant's own host list, then the default tenant for loopback names.
 * Keeps tenants in memory: invalidate() after a change made by this server; a change made by
 * another server is seen within TENANT_CACHE_TTL_MS.
 */
export class TenantDirectory {
  private cache: Promise<Tenant[]> | null = null;
  private loadedAt = 0;
  /** Lookups answered from memory and from the database, for management/jhimetrics. */
  readonly cacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly db: Db,
    private readonly hostMap: Record<string, string>,
    private readonly defaultTenant: string,
    private readonly ttlMs = TENANT_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate() {
    this.cache = null;
  }

  all(): Promise<Tenant[]> {
    if (this.cache && this.now() - this.loadedAt > this.ttlMs) this.cache = null;
    if (this.cache) {
      this.cacheStats.hits++;
      return this.cache;
    }
    this.cacheStats.misses++;
    this.loadedAt = this.now();
    const loading = listTenants(this.db).catch((error) => {
      if (this.cache === loading) this.cache = null;
      throw error;
    });
    this.cache = loading;
    return loading;
  }

  async byCode(code: string): Promise<Tenant | null> {
    return (await this.all()).find((t) => t.code === code) ?? null;
  }

  async byId(id: number): Promise<Tenant | null> {
    return (await this.all()).find((t) => t.id === id) ?? null;
  }

  async forHost(hostHeader: string | undefined): Promise<Tenant | null> {
    const host = normalizeHost(hostHeader);
    if (!host) return null;
    const mapped = this.hostMap[host];
    if (mapped) return this.byCode(mapped);
    const tenantsList = await this.all();
    const own = tenantsList.find((t) => t.hosts.includes(host));
    if (own) return own;
    if (host === 'localhost' || host === '127.0.0.1' || host === '::1') return this.byCode(this.defaultTenant);
    return null;
  }
}

export function normalizeHost(hostHeader: string | undefined): string | null {
  if (!hostHeader) return null;
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  return value.replace(/:\d+$/, '') || null;
}
