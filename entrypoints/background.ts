export default defineBackground(() => {
  // Listeners are registered here, synchronously, as later issues add them.
});
