// Loaded with --import by run-profile.ts: samples the server's CPU from its start and, on SIGTERM,
// writes the profile to CPU_PROFILE_FILE and exits (--cpu-prof is not allowed in NODE_OPTIONS).
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector";

const session = new Session();
session.connect();
session.post("Profiler.enable", () => session.post("Profiler.start"));
process.once("SIGTERM", () => {
  session.post("Profiler.stop", (error, result) => {
    if (!error) writeFileSync(process.env.CPU_PROFILE_FILE, JSON.stringify(result.profile));
    process.exit(0);
  });
});
