import { expect, test } from './fixtures';

// The foundation: the built extension loads, its worker runs, and every page renders.
test('the service worker starts with the stable extension id', async ({ extensionId }) => {
  expect(extensionId).toBe('ndmnoaedffkkeamoghhfimmkgjnmpeai');
});

for (const page of ['popup.html', 'sidepanel.html', 'options.html']) {
  test(`${page} renders without errors`, async ({ openPage }) => {
    const errors: string[] = [];
    const tab = await openPage(page);
    tab.on('pageerror', (error) => errors.push(error.message));
    await expect(tab.locator('#app > *').first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}
