import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

// Every story of the built Storybook gets its own test, so a new story is covered by default.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders accessibly without errors`, async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    const root = page.locator('#storybook-root');
    // Some stories draw no text at all (a board without coordinates), so wait for an element.
    await expect(root.locator(':scope > *').first()).toBeVisible();
    if (story.title.startsWith('Boards/')) {
      await expect(root.getByRole('grid').first()).toBeVisible();
    }
    await expectNoAxeViolations(page, '#storybook-root');
    expect(errors).toEqual([]);
  });
}
