/**
 * The device's anonymous Firebase Auth identity: the server grants a gallery to it (the grant
 * is what the rules check), and it persists on this device, so a reload opens the gallery
 * again without the password. Auth is imported only on this page, never on the public ones.
 */
export async function clientDeviceUid(): Promise<string> {
  const [{ auth }, { signInAnonymously }] = await Promise.all([
    import("@/lib/firebase/auth"),
    import("firebase/auth"),
  ]);
  const instance = auth();
  await instance.authStateReady();
  if (instance.currentUser) return instance.currentUser.uid;
  return (await signInAnonymously(instance)).user.uid;
}
