import { readFileSync } from 'node:fs';
import { test as base, expect, type Page } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from '../axe.ts';

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** How Storybook's preview says a story went: `storyFinished`, with the play function's error. */
interface Verdict {
  storyId: string; // the story rendered
  status: 'success' | 'error'; // 'error' when rendering or the play function failed
  error?: string | undefined; // what the play function threw, if it threw
}

// Every story of the built Storybook gets its own test, so a new story is covered by default.
const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

/**
 * Records the preview's verdict on every story it renders in `window.__stonekitVerdicts`. The
 * preview renders the story and runs its play function as soon as it loads, so the listener is
 * added by an init script, when the preview installs its channel on the window, before any story
 * starts. A story that throws while rendering, or whose play function throws, is caught by the
 * preview for its error screen or Interactions panel, and `storyFinished` may still say
 * 'success': the exception is recorded beside the status.
 */
async function recordVerdicts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Listener = (payload: { storyId?: string; status?: string; message?: string }) => void;
    const verdicts: Verdict[] = [];
    let thrown: string | undefined;
    let channel: { on(event: string, listener: Listener): void } | undefined;
    Object.assign(window, { __stonekitVerdicts: verdicts });
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(next: typeof channel) {
        channel = next;
        next?.on('setCurrentStory', () => {
          thrown = undefined;
        });
        // A story that throws while rendering, or whose play function throws.
        for (const event of ['storyThrewException', 'playFunctionThrewException']) {
          next?.on(event, (error) => {
            thrown = error.message;
          });
        }
        next?.on('storyFinished', ({ storyId = '', status }) => {
          verdicts.push({
            storyId,
            status: status === 'success' ? 'success' : 'error',
            error: thrown,
          });
        });
      },
    });
  });
}

/** Waits for the preview's verdict on `storyId`: rendered, and its play function (if any) done. */
async function verdictOn(page: Page, storyId: string): Promise<Verdict> {
  const handle = await page.waitForFunction(
    (id) =>
      (window as unknown as { __stonekitVerdicts: Verdict[] }).__stonekitVerdicts.find(
        (verdict) => verdict.storyId === id,
      ),
    storyId,
  );
  return (await handle.jsonValue()) as Verdict;
}

/** One preview page per worker, and what went wrong in it since the last story began. */
interface Preview {
  readonly page: Page;
  readonly errors: string[];
}

/**
 * Loading the preview is a third of a story's time (1.4 s of 3.5), so each worker loads it once
 * and switches stories in it, as Storybook's own test runner does: the preview unmounts one story
 * and renders the next when its channel says `setCurrentStory`. What a story leaves behind in the
 * page's storage is wiped before the next one starts, and a failed test costs its worker (and so
 * this page): the stories after it start in a fresh one.
 */
const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, use, { project }) => {
      const { baseURL } = project.use;
      if (baseURL === undefined) throw new Error(`project ${project.name} has no baseURL`);
      const page = await browser.newPage({ baseURL });
      const errors = collectErrors(page);
      await recordVerdicts(page);
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => '__STORYBOOK_PREVIEW__' in window);
      await use({ page, errors });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows `storyId` in the preview page, from a clean slate, and returns the preview's verdict. */
async function show({ page, errors }: Preview, storyId: string): Promise<Verdict> {
  errors.length = 0;
  await page.evaluate((id) => {
    localStorage.clear();
    sessionStorage.clear();
    const channel = (
      window as unknown as {
        __STORYBOOK_ADDONS_CHANNEL__: { emit(event: string, payload: object): void };
      }
    ).__STORYBOOK_ADDONS_CHANNEL__;
    channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  return verdictOn(page, storyId);
}

test('the built Storybook has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`story ${story.title} / ${story.name} renders accessibly without errors`, async ({
    preview,
  }) => {
    // The play function, if the story has one, has run to its end and passed.
    const { status, error } = await show(preview, story.id);
    expect({ status, error }).toEqual({ status: 'success', error: undefined });
    const root = preview.page.locator('#storybook-root');
    // Some stories draw no text at all (a board without coordinates), so wait for an element.
    await expect(root.locator(':scope > *').first()).toBeVisible();
    if (story.title.startsWith('Boards/')) {
      await expect(root.getByRole('grid').first()).toBeVisible();
    }
    await expectNoAxeViolations(preview.page, '#storybook-root');
    expect(preview.errors).toEqual([]);
  });
}
