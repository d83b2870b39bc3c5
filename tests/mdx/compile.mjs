// Compile each Markdown file given as MDX (what Docusaurus v3 does by default), frontmatter
// left out; print every failure as FILE: MESSAGE and exit 1 if there was one.
import { compile } from "@mdx-js/mdx";
import { readFileSync } from "node:fs";

let failed = 0;
for (const file of process.argv.slice(2)) {
  const text = readFileSync(file, "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
  try {
    await compile(text, { format: "mdx" });
  } catch (error) {
    failed += 1;
    console.log(`${file}: ${error.message}`);
  }
}
process.exit(failed ? 1 : 0);
