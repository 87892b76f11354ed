import { render } from 'preact';

render(<p>sidepanel</p>, document.getElementById('app')!);
