// One test per story, covering every skin x colour mode. Project `visual` compares screenshots
// with the committed baselines, `a11y` runs axe-core, `stories` does both on the same render
// (what npm test runs). The first skin/mode is a fresh page load; the others remount the story
// with new globals, which renders the same pixels at a fraction of the cost of a reload.
import { expect, test } from './fixtures';
import { findViolations, formatViolations } from './axe';
import { openStory, pauseClock, remountStory, type SnapshotParameters } from './story-page';
import { baselineName, listSkins, listStories, modes, skinsFor } from './stories';

const stories = listStories();
const skins = listSkins();

for (const story of stories) {
  test(story.id, async ({ storybook, checks }, testInfo) => {
    testInfo.annotations.push({ type: 'story', description: `${story.title} / ${story.name}` });
    const { page } = storybook;
    storybook.takeProblems();
    storybook.takeExternalRequests();
    let snapshot: SnapshotParameters | undefined;
    const combos = skinsFor(story, skins).flatMap((skin) => modes.map((mode) => ({ skin, mode })));

    try {
      for (const { skin, mode } of combos) {
        await test.step(`${skin} ${mode}`, async () => {
          const combo = { storyId: story.id, skin, mode };
          snapshot = snapshot
            ? await remountStory(page, combo, snapshot)
            : await openStory(page, combo);

          if (checks.includes('screenshot') && !snapshot.disableSnapshot) {
            await pauseClock(page);
            await expect
              .soft(page, `${skin} ${mode} screenshot matches the baseline`)
              .toHaveScreenshot(baselineName(story.id, skin, mode), { fullPage: true });
            await page.clock.resume();
          }

          if (checks.includes('axe')) {
            const violations = await findViolations(page);
            expect
              .soft(violations.length, formatViolations(story.id, `${skin} ${mode}`, violations))
              .toBe(0);
          }
        });
      }
    } catch (error) {
      // A story that never finishes usually has a reason in the page: say it with the failure.
      const problems = storybook.takeProblems();
      if (!problems.length || !(error instanceof Error)) throw error;
      throw new Error(`${error.message}\nThe page reported:\n  ${problems.join('\n  ')}`, {
        cause: error,
      });
    }

    if (snapshot?.disableSnapshot && checks.includes('screenshot')) {
      testInfo.annotations.push({
        type: 'no screenshot',
        description: 'chromatic.disableSnapshot',
      });
    }
    const external = storybook.takeExternalRequests();
    if (external.length) {
      testInfo.annotations.push({
        type: 'refused requests to other hosts',
        description: [...new Set(external)].join(', '),
      });
    }
  });
}
