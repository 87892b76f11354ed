import { expect, test } from './fixtures';

// The foundation: the built extension loads with its stable id, its worker runs, and every page
// renders with no uncaught error (counted from before each page loads, in any of its scripts).
test('the extension loads with its stable id, and every page renders without errors', async ({
  context,
  extensionId,
  openPage,
}) => {
  expect(extensionId).toBe('ndmnoaedffkkeamoghhfimmkgjnmpeai');
  const errors: string[] = [];
  context.on('weberror', (webError) => errors.push(`${webError.page()?.url()}: ${webError.error().message}`));
  for (const page of ['popup.html', 'sidepanel.html', 'options.html']) {
    const tab = await openPage(page);
    await expect(tab.locator('#app > *').first(), page).toBeVisible();
  }
  expect(errors).toEqual([]);
});
