// Placeholder for scripts whose issue has not landed yet; says so plainly instead of failing obscurely.
const [name, issue] = process.argv.slice(2)
console.log(`npm run ${name}: not built yet (tracked in issue ${issue}).`)
