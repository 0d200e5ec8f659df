import sharp from 'sharp';
import { StorageService } from '../../src/storage/storage.service.js';
import type { TestApp } from './test-app.js';

async function picture(storage: StorageService, color: string): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 420, channels: 3, background: color } })
    .png()
    .toBuffer();
  return (await storage.storeImage(png)).key;
}

/** Landing-page content for browser tests: sponsors, past editions, public judges, FAQ rows and a calendar event. */
export async function seedSiteContent(
  t: TestApp,
  phase: 'coming_soon' | 'open' | 'closed' = 'coming_soon',
): Promise<void> {
  const storage = t.running.app.get(StorageService);
  const images: string[] = [];
  for (const color of [
    '#c0392b',
    '#27ae60',
    '#2980b9',
    '#8e44ad',
    '#d35400',
    '#16a085',
    '#2c3e50',
    '#f39c12',
  ]) {
    images.push(await picture(storage, color));
  }
  const db = t.em().getConnection();
  await db.execute(
    `update contest_settings set phase = ?, cta_url = '/login', cta_text = 'See the finalists', cta_enabled = true,
     calendar_title = 'Final round: live judging', calendar_starts_at = '2025-06-12T15:00:00Z', help_email = 'help@recipe-contest.local'`,
    [phase],
  );
  for (let slot = 1; slot <= 4; slot++) {
    await db.execute(`insert into sponsors (position, name, url, logo) values (?, ?, ?, ?)`, [
      slot,
      `Sponsor ${slot}`,
      null,
      images[slot - 1],
    ]);
  }
  for (const [index, year] of [2023, 2024].entries()) {
    await db.execute(
      `insert into past_editions (year, chef_name, chef_description, recipe_name, recipe_description, prep_time, cook_time, yield,
       ingredients, preparation, nutritional_facts, tips, allergens, is_active, chef_image, chefthumb_image, recipe_image, created_at, updated_at)
       values (?, ?, 'A chef.', ?, 'A dish.', '20 min', '30 min', '4 portions', ?, ?, ?, null, null, true, ?, ?, ?, now(), now())`,
      [
        year,
        `Chef ${year}`,
        `Recipe of ${year}`,
        JSON.stringify([{ title: 'Main', lines: ['1 cup rice'] }]),
        JSON.stringify([{ title: 'Steps', lines: ['Cook the rice.'] }]),
        JSON.stringify([{ item: 'Calories', quantity: '420' }]),
        images[4 + index],
        images[4 + index],
        images[4 + index],
      ],
    );
  }
  for (const [index, name] of ['Amelia', 'Bruno'].entries()) {
    await db.execute(
      `insert into judges (name, lastname, email, stage, typelogin, is_active, title, biography, portrait, show_on_site, site_position, created_at, updated_at)
       values (?, 'Stone', ?, 'first', 'sso', true, 'Executive Chef', ?, ?, true, ?, now(), now())`,
      [
        name,
        `${name.toLowerCase()}@example.com`,
        `${name} has cooked for thirty years.`,
        images[6 + index],
        index,
      ],
    );
  }
  const faq = [
    ['How many recipes can I submit?', 'One recipe per contestant.'],
    [
      'How do I get help?',
      'Write to <a href="mailto:help@recipe-contest.local">help@recipe-contest.local</a>.',
    ],
    ['Is the final round in person?', 'Yes: participation is digital, the final round is in person.'],
  ];
  for (const [position, [question, answer]] of faq.entries()) {
    await db.execute(`insert into faq_items (position, question, answer) values (?, ?, ?)`, [
      position,
      question,
      answer,
    ]);
  }
}
