import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import type { SalesSettings } from '../../contract/sales';
import type { Sculpture } from '../../contract/sculpture';
import { type StripePeer, startStripePeer } from '../../server/test/stripe-peer';
import { readDeliveredCopyIn } from './outbox';
import { type PrivateServer, startPrivateServer } from './private-server';
import { ADMIN, adminHeaders } from './support';
import { expect } from './test';

/*
 * A shop that takes money, for the sales journeys: a built server of its own with the demo
 * content, Stripe's keys, and the local Stripe stand-in (server/test/stripe-peer.ts) in the
 * journey's process, answering the server's Stripe calls and posting its signed events to the
 * server's webhook. Its own server, so the prices, orders and sold numbers touch no other journey.
 */

const SECRET_KEY = 'sk_test_vitrine_sales_journeys';
const WEBHOOK_SECRET = 'whsec_vitrine_sales_journeys';

export const SHOP_SETTINGS: SalesSettings = {
  currency: 'EUR',
  taxRatePercent: 20,
  pricesIncludeTax: true,
  seller: {
    legalName: 'Chrome Kids Studio Ltd',
    address: '1 Foundry Lane\nLondon E1 6AN\nUnited Kingdom',
    taxId: 'GB 123 4567 89',
  },
  bankTransfer: {
    enabled: true,
    accountHolder: 'Chrome Kids Studio Ltd',
    iban: 'GB33 BUKB 2020 1555 5555 55',
    bic: 'BUKBGB22',
    daysToPay: 7,
  },
  card: { enabled: true, minutesToPay: 60 },
};

export interface Shop {
  server: PrivateServer;
  peer: StripePeer;
  origin: string;
  /** The copy the server's outbox holds for one address and subject, once it is written. */
  mail(to: string, subject: string): ReturnType<typeof readDeliveredCopyIn>;
  stop(): Promise<void>;
}

/** The stand-in first (its address is the server's STRIPE_API_URL), then the server it calls back. */
export async function openShop(): Promise<Shop> {
  const peer = await startStripePeer({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    businessName: 'Chrome Nostalgia',
  });
  let server: PrivateServer;
  try {
    server = await startPrivateServer({
      env: (origin) => {
        peer.setWebhookUrl(`${origin}/api/webhooks/stripe`);
        return {
          PUBLIC_URL: origin,
          DEMO_CONTENT: 'true',
          ADMIN_USERNAME: ADMIN.username,
          ADMIN_PASSWORD: ADMIN.password,
          RENDERS_PER_MINUTE: '100000',
          STRIPE_SECRET_KEY: SECRET_KEY,
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_URL: peer.url,
        };
      },
    });
  } catch (error) {
    await peer.close();
    throw error;
  }
  const outbox = path.join(server.dataDir, 'outbox');
  return {
    server,
    peer,
    origin: server.origin,
    mail: (to, subject) => readDeliveredCopyIn(outbox, to, subject),
    async stop() {
      await server.stop();
      await peer.close();
    },
  };
}

/** Sales settings saved through the admin API, as the Sales Settings tab saves them. */
export async function setUpSales(request: APIRequestContext): Promise<void> {
  const headers = await adminHeaders(request);
  const saved = await request.post('/api/admin/sales-settings', { headers, data: SHOP_SETTINGS });
  expect(saved.ok(), await saved.text()).toBe(true);
  const view = (await (await request.get('/api/admin/sales-settings', { headers })).json()) as {
    cardAvailable: boolean;
  };
  expect(view.cardAvailable, 'the server has the stand-in’s keys').toBe(true);
}

/** Changes a demo piece through the admin sculpture payload (a price in minor units, an edition size). */
export async function changePiece(
  request: APIRequestContext,
  title: string,
  change: Partial<Sculpture>,
): Promise<Sculpture> {
  const headers = await adminHeaders(request);
  const pieces = (await (await request.get('/api/admin/sculptures', { headers })).json()) as Sculpture[];
  const piece = pieces.find((candidate) => candidate.title === title)!;
  const saved = await request.put(`/api/admin/sculptures/${piece.id}`, {
    headers,
    data: { ...piece, ...change },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return (await saved.json()) as Sculpture;
}

/** The reservation email's confirm link, as a path on this server. */
export function confirmPathIn(text: string | undefined): string {
  const link = /https?:\/\/\S+\/reserve\/confirm\?token=[\w.%-]+/.exec(text ?? '')?.[0];
  expect(link, 'confirm link in the text body').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

/**
 * A PDF the page downloaded, kept in `folder` under `name` for a person to look at (rendered to
 * PNG after the run), after checking it is one: a PDF file named for its document.
 */
export async function keepPdf(download: Download, folder: string, name: string): Promise<Buffer> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${name}.pdf`);
  await download.saveAs(file);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(2_000);
  return bytes;
}

/** The document link's own answer: a PDF, never cached, named for its number. */
export async function expectPdfAnswer(page: Page, href: string, number: string): Promise<void> {
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toContain(number);
  expect(answer.headers()['cache-control']).toMatch(/no-store|private/);
  expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

/** A demo piece's size as the journeys price it, and how its page and order say the price. */
export interface PiecePrice {
  title: string;
  /** The piece page showing this size. */
  path: string;
  sizeLabel: string;
  change: Partial<Sculpture>;
  /** The price as the piece page and the order say it (taxes included). */
  priceText: string;
}

export const PIECE_PRICES = {
  /** Hero Kid's 12 inch, 50 numbers. */
  heroKid: {
    title: 'Hero Kid',
    path: '/sculptures/hero-kid',
    sizeLabel: '12 inch',
    change: { price100: 480_000 },
    priceText: '€4,800.00',
  },
  /** Gamer Kid's 54 inch made a unique piece: one number, so a second collector waits in line. */
  gamerKidUnique: {
    title: 'Gamer Kid',
    path: '/sculptures/gamer-kid?size=54',
    sizeLabel: '54 inch',
    change: { editionSize450: 1, price450: 1_250_000 },
    priceText: '€12,500.00',
  },
} satisfies Record<string, PiecePrice>;
