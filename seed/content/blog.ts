/** Demo blog posts (invented). `daysAgo` spreads the publication dates over the past months. */

export interface BlogSeed {
  slug: string;
  title: string;
  author: string;
  category: string;
  tags: string[];
  /** Publication date relative to seeding time; distinct for every post. */
  daysAgo: number;
  /** Trusted HTML written by us. */
  content: string;
}

export const BLOG_POSTS: BlogSeed[] = [
  {
    slug: "how-to-crack-your-first-developer-interview",
    title: "How to Crack Your First Developer Interview",
    author: "Priya Nair",
    category: "Career",
    tags: ["Interviews", "Freshers", "Career"],
    daysAgo: 4,
    content: `<p>Your first developer interview can feel like an exam you never got the syllabus for. The good news: most
companies hiring freshers test the same handful of things, and every one of them can be practised. Here is the
plan our placement team shares with every batch before the first drive.</p>
<h2>1. Know what the rounds look like</h2>
<p>A typical fresher process in Noida and Gurugram has three or four stages:</p>
<ul>
<li><strong>Online assessment</strong> — aptitude plus two or three coding problems in 60 to 90 minutes.</li>
<li><strong>Technical interview</strong> — data structures, one problem on a shared editor, questions about your projects.</li>
<li><strong>Managerial or HR round</strong> — communication, attitude and your reasons for joining.</li>
</ul>
<p>Ask the recruiter which rounds apply to you. They usually tell you, and it saves you a week of guessing.</p>
<h2>2. Practise problems out loud</h2>
<p>Interviewers care as much about <strong>how you think</strong> as about the final answer. Solve problems while
explaining your approach to a friend, or record yourself. Start with a brute-force idea, state its complexity, and
then improve it. Silence for ten minutes followed by perfect code is scored lower than a clear conversation.</p>
<blockquote>“Talk me through it” is the most common sentence in a technical interview. Make it your habit before the
interview, not during it.</blockquote>
<h2>3. Be ready to defend every line of your resume</h2>
<p>If your resume says you built a REST API with authentication, expect to explain how sessions or tokens work and
why you chose one. Pick two projects you know inside out and prepare a two-minute story for each: the problem, your
role, one hard bug, and what you would do differently.</p>
<h2>4. Prepare the non-technical answers</h2>
<p>“Tell me about yourself” and “Why should we hire you?” are not small talk. Write your answers down, keep them under
a minute, and connect them to the role. Research the company for ten minutes: what it builds, who its clients are,
and one recent piece of news.</p>
<h2>5. After the interview</h2>
<p>Send a short thank-you e-mail the same day, note the questions you struggled with, and practise them. Rejections are
data. Most of our learners who got placed had two or three “no” answers first.</p>
<p>Want structured practice with mock interviews? Our <a href="/learning-opportunities">courses</a> include them, and
you can always <a href="/contact">talk to a career advisor</a>.</p>`,
  },
  {
    slug: "building-a-portfolio-that-gets-you-hired",
    title: "Building a Portfolio That Gets You Hired",
    author: "Rohit Verma",
    category: "Career",
    tags: ["Portfolio", "GitHub", "Freshers"],
    daysAgo: 13,
    content: `<p>Recruiters spend under a minute on a fresher's profile. A focused portfolio is the fastest way to turn
that minute into an interview call.</p>
<h2>Quality over quantity</h2>
<p>Three finished projects beat ten tutorials. Choose projects that solve a real problem — a booking system for a
local coaching centre, an expense tracker for your hostel, a dashboard of your city's air quality.</p>
<h2>What every project page needs</h2>
<ul>
<li>A live link that works on a phone.</li>
<li>A README with the problem, the stack, and <strong>one screenshot</strong>.</li>
<li>A short note on what was hard and how you solved it.</li>
<li>Clean commit history: small commits with meaningful messages.</li>
</ul>
<blockquote>A project that is deployed and used by five real people is worth more than a perfect project on your
laptop.</blockquote>
<h2>Show your process</h2>
<p>Write one blog post per project, pin your best repositories on GitHub, and link everything from one simple page.
If you design, add case studies that show research and iterations, not just final screens.</p>
<p>Our <a href="/career-opportunities">internships</a> are built around live client work, so you finish with portfolio
pieces you can talk about with confidence.</p>`,
  },
  {
    slug: "react-vs-angular-which-should-you-learn-first",
    title: "React vs Angular: Which Should You Learn First?",
    author: "Karan Malhotra",
    category: "Web Development",
    tags: ["React", "Angular", "JavaScript"],
    daysAgo: 21,
    content: `<p>It is the most common question in our counselling sessions. The honest answer: both are excellent, and
the right first choice depends on the jobs you want.</p>
<h2>Where each one shines</h2>
<ul>
<li><strong>React</strong> is a library for building user interfaces. Start-ups and product companies use it widely, and
its ecosystem lets you choose your own tools.</li>
<li><strong>Angular</strong> is a complete framework with routing, forms and HTTP built in. Large service companies and
banks often standardise on it.</li>
</ul>
<h2>Our recommendation</h2>
<p>Learn solid JavaScript and TypeScript first. Then pick React if you are aiming for product companies, or Angular if
you are targeting enterprise roles through campus drives. The concepts — components, state, data flow — transfer.</p>
<blockquote>Frameworks change every few years. Fundamentals stay with you for your whole career.</blockquote>
<p>See how we teach both in <a href="/created-courses-web/full-stack-web-development">Full Stack Web Development</a>
and <a href="/created-courses-web/java-full-stack-development">Java Full Stack Development</a>.</p>`,
  },
  {
    slug: "resume-mistakes-freshers-should-avoid",
    title: "7 Resume Mistakes Freshers Should Avoid",
    author: "Priya Nair",
    category: "Career",
    tags: ["Resume", "Freshers", "Placements"],
    daysAgo: 30,
    content: `<p>We review hundreds of resumes every placement season. The same mistakes appear again and again, and
every one of them is easy to fix.</p>
<h2>The seven mistakes</h2>
<ul>
<li><strong>Two or more pages.</strong> For a fresher, one page is enough.</li>
<li><strong>An objective nobody reads.</strong> Replace it with a two-line summary of your skills and goal.</li>
<li><strong>Skills without proof.</strong> If you list Python, show a project that uses it.</li>
<li><strong>Unprofessional e-mail addresses.</strong> Use your name.</li>
<li><strong>Spelling errors.</strong> Read it aloud; ask a friend to read it too.</li>
<li><strong>Photos, date of birth and father's name.</strong> Not needed for most IT roles.</li>
<li><strong>A PDF named resume_final_v3.pdf.</strong> Name it Firstname-Lastname-Resume.pdf.</li>
</ul>
<h2>What to add instead</h2>
<p>Links to your GitHub and deployed projects, internships with measurable outcomes (“reduced page load time by
40%”), and certifications that recruiters can verify.</p>
<blockquote>Your resume is not your biography. It is an advertisement for an interview.</blockquote>
<p>Every Nexora certificate carries an ID that employers can check on our
<a href="/verify-certificate">certificate verification page</a>.</p>`,
  },
  {
    slug: "getting-started-with-aws-for-beginners",
    title: "Getting Started with AWS: A Beginner's Roadmap",
    author: "Ankit Saxena",
    category: "Cloud",
    tags: ["AWS", "Cloud", "Certification"],
    daysAgo: 38,
    content: `<p>Cloud skills now appear in job descriptions for developers, testers and support engineers alike. AWS
is the largest provider, and its entry-level certification is a practical first step.</p>
<h2>A four-week roadmap</h2>
<ul>
<li><strong>Week 1:</strong> cloud concepts, regions, the shared responsibility model, IAM users and roles.</li>
<li><strong>Week 2:</strong> EC2, S3 and a static website hosted on S3.</li>
<li><strong>Week 3:</strong> databases with RDS and DynamoDB, serverless with Lambda.</li>
<li><strong>Week 4:</strong> billing, support plans and practice tests.</li>
</ul>
<h2>Keep your bill at zero</h2>
<p>Set up a <strong>billing alarm</strong> on day one, use the free tier, and delete resources after every lab.
Surprise bills are the most common beginner story we hear.</p>
<blockquote>Learn by building: a certificate gets you noticed, a working project gets you hired.</blockquote>
<p>Our <a href="/created-courses-web/aws-certified-cloud-practitioner-prep">AWS Certified Cloud Practitioner Prep</a>
course includes sandbox accounts, so you can practise without a credit card.</p>`,
  },
  {
    slug: "pandas-tips-every-data-analyst-should-know",
    title: "10 pandas Tips Every Data Analyst Should Know",
    author: "Sneha Kapoor",
    category: "Data Science",
    tags: ["Python", "pandas", "Data Analysis"],
    daysAgo: 47,
    content: `<p>pandas is the workhorse of data analysis in Python. These habits will make your notebooks faster,
shorter and easier to review.</p>
<h2>Reading and cleaning</h2>
<ul>
<li>Pass <strong>dtype</strong> and <strong>parse_dates</strong> to <code>read_csv</code> instead of fixing types later.</li>
<li>Use <code>df.info()</code> and <code>df.describe()</code> before anything else.</li>
<li>Prefer <code>assign</code> and method chaining over many temporary variables.</li>
</ul>
<h2>Analysis</h2>
<ul>
<li><code>groupby</code> with <code>agg</code> and named aggregations keeps summaries readable.</li>
<li><code>pivot_table</code> answers most “by month, by region” questions in one line.</li>
<li>Use categorical types for columns with few distinct values to save memory.</li>
</ul>
<blockquote>If a loop touches every row of a DataFrame, there is usually a vectorised way to do it.</blockquote>
<p>Practise these on real Indian retail data in our <a href="/created-courses-web/python-for-data-science">Python for
Data Science</a> course.</p>`,
  },
  {
    slug: "why-internships-matter-more-than-marks",
    title: "Why Internships Matter More Than Marks",
    author: "Rohit Verma",
    category: "Career",
    tags: ["Internships", "Students", "Career"],
    daysAgo: 59,
    content: `<p>Marks open the first door: many companies have a cut-off. After that, what you have built and how you
work in a team decide the offer.</p>
<h2>What an internship proves</h2>
<ul>
<li>You can work with <strong>deadlines</strong>, reviews and feedback.</li>
<li>You can read an existing codebase, not only write new code.</li>
<li>You can communicate progress and ask for help at the right time.</li>
</ul>
<h2>Choosing a good internship</h2>
<p>Look for a named mentor, real tasks (not only training videos), and a certificate that can be verified. Ask what
past interns built. A good company will answer with specifics.</p>
<blockquote>An internship is the closest thing to a job before you have a job.</blockquote>
<p>Explore our current <a href="/career-opportunities">internship opportunities</a> or
<a href="/registration-forms">register for the next batch</a>.</p>`,
  },
  {
    slug: "understanding-rest-apis-with-nodejs",
    title: "Understanding REST APIs with Node.js",
    author: "Karan Malhotra",
    category: "Web Development",
    tags: ["Node.js", "APIs", "Backend"],
    daysAgo: 71,
    content: `<p>Almost every application you will work on talks to a REST API. Understanding how they are designed
makes you a better frontend and backend developer.</p>
<h2>Resources and verbs</h2>
<p>A REST API exposes <strong>resources</strong> — courses, students, orders — at URLs, and uses HTTP verbs to act on
them: <code>GET</code> to read, <code>POST</code> to create, <code>PUT</code> or <code>PATCH</code> to update and
<code>DELETE</code> to remove.</p>
<h2>Good habits from day one</h2>
<ul>
<li>Validate every input on the server, even if the form already checks it.</li>
<li>Return meaningful status codes: 201 for created, 400 for bad input, 404 for not found.</li>
<li>Never trust prices or totals sent by the browser; compute them on the server.</li>
</ul>
<blockquote>The browser is a suggestion box. The server makes the decisions.</blockquote>
<p>You will build and secure several APIs in our <a href="/created-courses-web/mern-stack-development">MERN Stack
Development</a> course.</p>`,
  },
  {
    slug: "figma-basics-for-aspiring-ui-designers",
    title: "Figma Basics for Aspiring UI Designers",
    author: "Meera Iyer",
    category: "Design",
    tags: ["Figma", "UI Design", "Tools"],
    daysAgo: 84,
    content: `<p>Figma has become the standard tool for interface design in Indian product teams. These basics will
take you from a blank canvas to a clickable prototype.</p>
<h2>Start with frames and auto layout</h2>
<p>Frames are your screens; <strong>auto layout</strong> makes buttons, cards and lists resize the way real
interfaces do. Learn it early — it changes how you think about spacing.</p>
<h2>Components and variants</h2>
<ul>
<li>Turn anything you repeat into a component.</li>
<li>Use variants for states: default, hover, disabled.</li>
<li>Keep colours and text styles in shared styles, not typed by hand.</li>
</ul>
<blockquote>A design system is just a set of decisions you only want to make once.</blockquote>
<p>Build three case studies with mentor feedback in our
<a href="/created-courses-web/ui-ux-design-masterclass">UI/UX Design Masterclass</a>.</p>`,
  },
  {
    slug: "cybersecurity-basics-every-developer-should-know",
    title: "Cybersecurity Basics Every Developer Should Know",
    author: "Ankit Saxena",
    category: "Cloud",
    tags: ["Security", "Web", "Best Practices"],
    daysAgo: 97,
    content: `<p>Security is not only the security team's job. Most breaches start with a small mistake in everyday
code, and most of those mistakes are well known.</p>
<h2>The essentials</h2>
<ul>
<li><strong>Hash passwords</strong> with a slow algorithm such as Argon2 or bcrypt; never store them in plain text.</li>
<li><strong>Use parameterised queries</strong> to prevent SQL injection.</li>
<li><strong>Escape or sanitize HTML</strong> you did not write to prevent cross-site scripting.</li>
<li><strong>Keep secrets out of Git</strong>; use environment variables or a secret manager.</li>
<li><strong>Update dependencies</strong> regularly and read the advisories.</li>
</ul>
<blockquote>Attackers only need one mistake. Defenders need habits.</blockquote>
<p>Our team builds these practices into every client project. <a href="/contact">Talk to us</a> about a security
review.</p>`,
  },
  {
    slug: "soft-skills-that-set-engineers-apart",
    title: "Soft Skills That Set Engineers Apart",
    author: "Priya Nair",
    category: "Career",
    tags: ["Soft Skills", "Communication", "Career"],
    daysAgo: 112,
    content: `<p>Two candidates with the same technical score: the one who communicates clearly usually gets the
offer. Soft skills are skills — they improve with practice.</p>
<h2>Skills we see making a difference</h2>
<ul>
<li><strong>Written communication</strong>: clear messages, pull-request descriptions and status updates.</li>
<li><strong>Asking good questions</strong>: what you tried, what you expected, what happened.</li>
<li><strong>Estimating honestly</strong> and raising risks early.</li>
<li><strong>Receiving feedback</strong> without taking it personally.</li>
</ul>
<blockquote>Being easy to work with is a technical advantage.</blockquote>
<p>Every Nexora batch includes communication workshops and mock client meetings alongside the technical syllabus.</p>`,
  },
  {
    slug: "introduction-to-machine-learning-projects",
    title: "Your First Machine Learning Project, Step by Step",
    author: "Sneha Kapoor",
    category: "Data Science",
    tags: ["Machine Learning", "Projects", "Python"],
    daysAgo: 128,
    content: `<p>Machine learning projects fail more often because of the data and the question than because of the
algorithm. Here is a simple structure that keeps a first project on track.</p>
<h2>The five steps</h2>
<ul>
<li><strong>Frame the question</strong>: what decision will the model help with?</li>
<li><strong>Get and understand the data</strong>: missing values, leakage, imbalance.</li>
<li><strong>Build a baseline</strong>: the simplest model that could work.</li>
<li><strong>Improve deliberately</strong>: one change at a time, measured on a validation set.</li>
<li><strong>Explain the result</strong> to someone who does not know machine learning.</li>
</ul>
<blockquote>If you cannot beat a simple baseline, a complex model will not save you.</blockquote>
<p>Go deeper in our <a href="/created-courses-web/machine-learning-and-ai">Machine Learning and AI</a> course.</p>`,
  },
];
